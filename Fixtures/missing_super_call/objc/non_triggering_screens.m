#import "support_screens.h"

// The same classes, written correctly (a second implementation file of the run).

@implementation PlainDetailScreen

- (void)viewDidLoad {
    [super viewDidLoad];
    // [super viewDidLoad] in a comment does not count, but the real call above does.
}

- (void)viewWillAppear:(BOOL)animated {
    if (animated) {
        [self refresh];
    }
    [super viewWillAppear:animated];
}

- (void)viewDidAppear:(BOOL)animated {
    [UIView animateWithDuration:0.3 animations:^{
        self.view.alpha = 1;
    }];
    [super viewDidAppear:animated];
}

- (void)setupViews {
    [super setupViews];
    [self.view addSubview:[[UILabel alloc] init]];
}

- (void)configureWithItem:(id)item {
    [super configureWithItem:item];
}

- (void)reloadContent {
    @try {
        [self refresh];
    } @finally {
        [super reloadContent];
    }
}

/* Not marked NS_REQUIRES_SUPER in the base class. */
- (void)refresh {
    self.title = @"Refreshed";
}

/* A class method of the same name is not an override of the instance method. */
+ (void)setupViews {
}

@end

@implementation Model

/* Not a UIKit class. */
- (void)viewDidLoad {
}

@end

// A category on UIKit's own class replaces the method; there is no super to forward to.
@implementation UIViewController (Tracking)

- (void)viewDidLoad {
}

@end

// UIViewController's own layout callbacks do nothing: a direct subclass loses nothing.
@interface CardScreen : UIViewController
@end

@implementation CardScreen

- (void)viewDidLayoutSubviews {
    self.view.layer.cornerRadius = 12;
}

@end
