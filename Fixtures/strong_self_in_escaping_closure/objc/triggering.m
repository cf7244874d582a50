#import <UIKit/UIKit.h>

@interface ComposeScreen : UIViewController
@property (nonatomic, copy) void (^onSave)(void);
@property (nonatomic, strong) id keyboardToken;
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, copy) NSString *draft;
@end

@implementation ComposeScreen

- (void)viewDidLoad {
    [super viewDidLoad];
    self.onSave = ^{
        [self dismissViewControllerAnimated:YES completion:nil]; // expect: strong_self_in_escaping_closure
    };
    self.keyboardToken = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification
                                                                           object:nil
                                                                            queue:nil
                                                                       usingBlock:^(NSNotification *note) {
        NSLog(@"%@", _draft); // expect: strong_self_in_escaping_closure
    }];
    self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) {
        [self tick]; // expect: strong_self_in_escaping_closure
    }];
}

- (void)tick {}

@end

@interface PasswordScreen : UIViewController
@property (nonatomic, strong) id changer;
@property (nonatomic, copy) void (^onDone)(void);
@end

@implementation PasswordScreen

- (void)change {
    self.changer = [[PasswordChanger alloc] initWithCompletion:^(BOOL ok) {
        self.title = ok ? @"Changed" : @"Failed"; // expect: strong_self_in_escaping_closure
    }];
    [self setOnDone:^{
        [self.navigationController popViewControllerAnimated:YES]; // expect: strong_self_in_escaping_closure
    }];
}

@end

// The token is removed but kept (it still holds the block), and the stored block is only
// cleared in dealloc (which cannot run while the block holds self).
@interface TagsViewController : UIViewController
{
    id tagsObserver;
}
@property (nonatomic, copy) void (^onPick)(NSString *tag);
@end

@implementation TagsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    tagsObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"TagsChanged" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reloadTags]; // expect: strong_self_in_escaping_closure
    }];
    self.onPick = ^(NSString *tag) {
        [self applyTag:tag]; // expect: strong_self_in_escaping_closure
    };
}

- (void)stopObserving {
    [[NSNotificationCenter defaultCenter] removeObserver:tagsObserver];
}

- (void)dealloc {
    self.onPick = nil;
}

- (void)reloadTags {}
- (void)applyTag:(NSString *)tag {}

@end
