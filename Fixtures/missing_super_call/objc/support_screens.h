// A mixed app: Objective-C base classes, subclassed in Objective-C and in Swift.
// The names do not end in Controller/View/Cell, so only the headers tell what they are.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ScreenTracking <NSObject>
- (void)trackScreen;
@end

/// Base of every screen in the app.
@interface AppScreen : UIViewController <ScreenTracking>
@property (nonatomic, copy, nullable) NSString *screenName;
/// Subclasses extend the view hierarchy here and must call super.
- (void)setupViews NS_REQUIRES_SUPER;
- (void)reloadContent __attribute__((objc_requires_super));
- (void)configureWithItem:(id)item NS_REQUIRES_SUPER;
/// No super requirement.
- (void)refresh;
@end

@interface AppRow : UITableViewCell
@end

@interface AppPanel : UIView
@end

@interface DetailScreen : AppScreen
@end

@interface PlainDetailScreen : AppScreen
@end

/// Not a UIKit class: lifecycle-looking names mean nothing here.
@interface Model : NSObject
- (void)viewDidLoad;
@end

NS_ASSUME_NONNULL_END

// Lightweight generics on the class itself.
@interface ListScreen<ItemType> : UITableViewController
@end
