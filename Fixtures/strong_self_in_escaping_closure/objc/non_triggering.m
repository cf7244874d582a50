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

@interface SyncScreen : UIViewController
@property (nonatomic) UIBackgroundTaskIdentifier backgroundTask;
@property (nonatomic, strong) UIImage *avatar;
@end

@implementation SyncScreen

- (void)startSync {
    // The identifier returned does not hold the block.
    self.backgroundTask = [[UIApplication sharedApplication] beginBackgroundTaskWithExpirationHandler:^{
        [self stopSync];
    }];
    // A method that runs the block and returns an image.
    self.avatar = [self renderAvatar:^UIImage *{
        return [self placeholder];
    }];
    // Not a setter on self.
    [self setupWithCompletion:^{
        [self stopSync];
    }];
}

- (void)stopSync {}
- (UIImage *)placeholder { return nil; }
- (UIImage *)renderAvatar:(UIImage * (^)(void))block { return block(); }
- (void)setupWithCompletion:(void (^)(void))completion { completion(); }

@end
