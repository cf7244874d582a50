#import <UIKit/UIKit.h>

// Tokens kept in ivars, removed and set to nil by the class's teardown method.
@interface EntryListViewController : UIViewController
{
    id themeObserver;
}
@property (nonatomic, copy) void (^onSelect)(NSInteger row);
@property (nonatomic, strong) NSTimer *refreshTimer;
@end

@implementation EntryListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self applyTheme];
    }];
    self.onSelect = ^(NSInteger row) {
        [self openRow:row];
    };
    self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:30 repeats:YES block:^(NSTimer *t) {
        [self reloadEntries];
    }];
}

- (void)destroy {
    if (themeObserver) {
        [[NSNotificationCenter defaultCenter] removeObserver:themeObserver];
        themeObserver = nil;
    }
    self.onSelect = nil;
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.refreshTimer invalidate];
}

- (void)applyTheme {}
- (void)openRow:(NSInteger)row {}
- (void)reloadEntries {}

@end

// A token held weakly: removing the observer releases the block, nothing else holds it.
@interface MessageListDataSource : NSObject
@property (nonatomic, weak) id requestObserver;
@end

@implementation MessageListDataSource

- (void)start {
    self.requestObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"RequestDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self refreshRequests];
    }];
}

- (void)destroy {
    [[NSNotificationCenter defaultCenter] removeObserver:self.requestObserver];
}

- (void)refreshRequests {}

@end

// The block removes its own observer through a strong copy of a weak self.
@interface RoomMuteHelper : NSObject
@property (nonatomic, strong) id rulesObserver;
@end

@implementation RoomMuteHelper

- (void)muteWithCompletion:(void (^)(void))completion {
    __weak typeof(self) weakSelf = self;
    self.rulesObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"RulesDidUpdate" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self applyRules];
        __strong __typeof(weakSelf) strongSelf = weakSelf;
        [[NSNotificationCenter defaultCenter] removeObserver:strongSelf.rulesObserver];
        strongSelf.rulesObserver = nil;
        completion();
    }];
}

- (void)applyRules {}

@end

// A strongify macro makes `self` inside the block a local copy of the weak reference.
#define AppWeakify(var) __weak typeof(var) weak_##var = var
#define AppStrongifyAndReturnIfNil(var) __strong typeof(weak_##var) var = weak_##var; if (!var) return

@interface MediaPickerScreen : UIViewController
@property (nonatomic, strong) id themeToken;
@end

@implementation MediaPickerScreen

- (void)viewDidLoad {
    [super viewDidLoad];
    AppWeakify(self);
    self.themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        AppStrongifyAndReturnIfNil(self);
        [self applyTheme];
    }];
}

- (void)applyTheme {}

@end

// The teardown removes a local copy of the weak token.
@interface AccountClosingScreen : UIViewController
@property (weak, nonatomic) id <NSObject> themeObserver;
@end

@implementation AccountClosingScreen

- (void)viewDidLoad {
    [super viewDidLoad];
    self.themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self applyTheme];
    }];
}

- (void)destroy {
    id<NSObject> observer = self.themeObserver;
    if (observer) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
    }
}

- (void)applyTheme {}

@end
