#import <UIKit/UIKit.h>

@interface DashboardScreen : UIViewController
@property (nonatomic, strong) UIViewController *chartController;
@property (nonatomic, strong) UIViewController *summaryController;
@end

@implementation DashboardScreen

- (void)showChart {
    [self.view addSubview:self.chartController.view]; // expect: child_containment_order
}

- (void)showSummary {
    [self.view addSubview:self.summaryController.view]; // expect: child_containment_order
    [self addChildViewController:self.summaryController];
    [self.summaryController didMoveToParentViewController:self];
}

- (void)embed:(UIViewController *)child {
    [self addChildViewController:child]; // expect: child_containment_order
    [self.view addSubview:child.view];
}

- (void)embedEarly:(UIViewController *)child {
    [child didMoveToParentViewController:self]; // expect: child_containment_order
    [self addChildViewController:child];
    [self.view addSubview:child.view];
}

- (void)removeChild:(UIViewController *)child {
    [child.view removeFromSuperview];
    [child removeFromParentViewController]; // expect: child_containment_order
}

- (void)removeLate:(UIViewController *)child {
    [child removeFromParentViewController]; // expect: child_containment_order
    [child.view removeFromSuperview];
}

@end
