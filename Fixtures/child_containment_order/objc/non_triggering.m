#import <UIKit/UIKit.h>

@interface HomeScreen : UIViewController
@property (nonatomic, strong) UIViewController *feedController;
@property (nonatomic, strong) UIView *banner;
@end

@implementation HomeScreen

- (void)embed:(UIViewController *)child {
    [self addChildViewController:child];
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];
}

- (void)showFeed {
    [self addChildViewController:self.feedController];
    [self.view insertSubview:_feedController.view atIndex:0];
    [self.feedController didMoveToParentViewController:self];
}

- (void)remove:(UIViewController *)child {
    [child willMoveToParentViewController:nil];
    [child.view removeFromSuperview];
    [child removeFromParentViewController];
}

// A plain view, not a controller's.
- (void)showBanner {
    [self.view addSubview:self.banner];
}

// Presented, not embedded.
- (void)present:(UIViewController *)detail {
    [self presentViewController:detail animated:YES completion:nil];
}

@end
