#import <UIKit/UIKit.h>

@interface ListScreen : UITableViewController
@end

@interface GridScreen : UICollectionViewController
@end

@interface MapScreen : UIViewController
@end

@interface TitledMapScreen : MapScreen
@end

// Table and collection view controllers build their view in super.loadView.
@implementation ListScreen
- (void)loadView {
    [super loadView];
    self.tableView.rowHeight = 44;
}
@end

@implementation GridScreen
- (void)loadView {
    [super loadView];
}
@end

// Assigns the view without super.
@implementation MapScreen
- (void)loadView {
    self.view = [[UIView alloc] init];
}
@end

// The superclass is a project class with its own loadView: calling it is right.
@implementation TitledMapScreen
- (void)loadView {
    [super loadView];
    self.title = @"Map";
}
@end

@interface BannerScreen : UIViewController
@end

// Keeps the view [super loadView] built and adds to it.
@implementation BannerScreen
- (void)loadView {
    [super loadView];
    [self.view addSubview:[[UILabel alloc] init]];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
}
@end
