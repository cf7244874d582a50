#import <UIKit/UIKit.h>

@interface ReaderScreen : UIViewController
@property (nonatomic, copy) void (^onClose)(void);
@property (nonatomic, strong) NSTimer *timer;
@end

@implementation ReaderScreen

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    self.onClose = ^{
        __strong typeof(self) strongSelf = weakSelf;
        [strongSelf dismissViewControllerAnimated:YES completion:nil];
    };
    // Not kept: animations and dispatch only extend the lifetime.
    [UIView animateWithDuration:0.3 animations:^{
        self.view.alpha = 0;
    }];
    dispatch_async(dispatch_get_main_queue(), ^{
        [self.view setNeedsLayout];
    });
    // A one-shot timer.
    self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:NO block:^(NSTimer *t) {
        [self close];
    }];
    // A block kept by a local only.
    void (^log)(void) = ^{ NSLog(@"%@", self.title); };
    log();
}

- (void)close {}

@end
