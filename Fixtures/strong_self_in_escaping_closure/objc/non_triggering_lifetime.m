#import <UIKit/UIKit.h>

// The application delegate lives as long as the app: its observers' strong self leaks nothing.
@interface JournalAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) id syncToken;
@end

@implementation JournalAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.syncToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"SyncDidFinish" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self refreshBadge];
    }];
    return YES;
}

- (void)refreshBadge {}

@end

// A singleton: one instance kept in a static.
@interface EntryStore : NSObject
@property (nonatomic, copy) void (^onChange)(void);
+ (instancetype)sharedStore;
@end

@implementation EntryStore

+ (instancetype)sharedStore {
    static EntryStore *store = nil;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        store = [[self alloc] init];
    });
    return store;
}

- (void)watch {
    self.onChange = ^{
        [self reload];
    };
}

- (void)reload {}

@end
