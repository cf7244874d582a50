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
