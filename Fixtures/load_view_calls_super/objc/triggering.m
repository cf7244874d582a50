#import <UIKit/UIKit.h>

@interface CanvasScreen : UIViewController
@end

@interface SketchScreen : CanvasScreen
@end

@implementation CanvasScreen

- (void)loadView {
    [super loadView]; // expect: load_view_calls_super
    self.view = [[UIView alloc] initWithFrame:CGRectZero];
}

@end

@interface ReceiptScreen : UIViewController
@end

// The view assigned first, then replaced by super's default one.
@implementation ReceiptScreen

- (void)loadView {
    [self setView:[[UIScrollView alloc] init]];
    [super loadView]; // expect: load_view_calls_super
}

@end
