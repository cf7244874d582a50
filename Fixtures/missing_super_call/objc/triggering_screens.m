#import "support_screens.h"

@implementation AppScreen

- (void)viewDidLoad { // expect: missing_super_call
    [self setupViews];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self reloadContent];
}

- (void)viewDidAppear:(BOOL)animated { // expect: missing_super_call
    [super viewWillAppear:animated];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [super viewDidDisappear:animated]; // expect: missing_super_call
}

- (void)setupViews {}
- (void)reloadContent {}
- (void)configureWithItem:(id)item {}
- (void)refresh {}
- (void)trackScreen {}

@end

@implementation DetailScreen

/* Overrides of methods the base class marks NS_REQUIRES_SUPER. */
- (void)setupViews { // expect: missing_super_call
    self.view.backgroundColor = UIColor.systemBackgroundColor;
}

- (void)configureWithItem:(id)item { // expect: missing_super_call
    self.title = [item description];
}

@end

@implementation AppRow

- (void)prepareForReuse { // expect: missing_super_call
    self.textLabel.text = nil;
}

@end

@implementation AppPanel

- (void)layoutSubviews { // expect: missing_super_call
    self.layer.cornerRadius = 8;
}

@end

@implementation ListScreen

- (void)viewDidLayoutSubviews { // expect: missing_super_call
}

@end
