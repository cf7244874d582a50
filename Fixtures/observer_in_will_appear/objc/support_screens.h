#import <UIKit/UIKit.h>

// Objective-C base classes; their names say nothing about what they are.
@interface FeedScreen : UIViewController
@property (nonatomic, strong) UIButton *retryButton;
@end

@interface SettingsScreen : UIViewController
@end

@interface PlayerScreen : UIViewController
@property (nonatomic, strong) UISlider *slider;
@end

@interface RadioScreen : UIViewController
@property (nonatomic, strong) UISlider *slider;
@property (nonatomic) BOOL didRegister;
@end

@interface SearchScreen : UIViewController
@property (nonatomic, strong) UIButton *retryButton;
@end

@interface Recorder : NSObject
@end
