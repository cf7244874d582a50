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
