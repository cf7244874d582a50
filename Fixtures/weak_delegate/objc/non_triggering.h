#import <UIKit/UIKit.h>

@class AppDelegate;
@protocol ListDelegate;

@interface ListView : UIView
@property (nonatomic, weak) id<ListDelegate> delegate;
@property (nonatomic, weak, nullable) id<UITableViewDataSource> dataSource;
@property (nonatomic, assign) id<ListDelegate> legacyDelegate;
@property (nonatomic, unsafe_unretained) id<ListDelegate> fastDelegate;
// A concrete class, not a protocol.
@property (nonatomic, strong) AppDelegate *appDelegate;
// Not a delegate name.
@property (nonatomic, strong) id<ListDelegate> owner;
// A block property.
@property (nonatomic, copy) void (^delegateCallback)(void);
@end

// Protocol requirements are not storage.
@protocol Configurable <NSObject>
@property (nonatomic, strong) id<ListDelegate> delegate;
@end
