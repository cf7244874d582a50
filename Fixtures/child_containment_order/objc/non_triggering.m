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

// didMoveToParentViewController: right after addChildViewController:, then the view.
- (void)embedThenShow:(UIViewController *)child {
    [self addChildViewController:child];
    [child didMoveToParentViewController:self];
    [self.view addSubview:child.view];
}

// willMoveToParentViewController:nil sent; the view removed after the controller.
- (void)removeLate:(UIViewController *)child {
    [child willMoveToParentViewController:nil];
    [child removeFromParentViewController];
    [child.view removeFromSuperview];
}

// The view added first, all in viewDidLoad (and a helper only viewDidLoad sends): the view
// is not in a window yet, so no callback is lost.
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubview:self.feedController.view];
    [self addChildViewController:self.feedController];
    [self.feedController didMoveToParentViewController:self];
    [self addHeader];
}

- (void)addHeader {
    UIViewController *header = [[UIViewController alloc] init];
    [self.view addSubview:header.view];
    [self addChildViewController:header];
    [header didMoveToParentViewController:self];
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
