#import "support_screens.h"

@implementation SettingsScreen

// Registered once.
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload) name:@"SettingsChanged" object:nil];
}

// Balanced: added on appearance, removed on disappearance.
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillShowNotification object:nil];
}

- (void)reload {}
- (void)keyboardWillShow:(NSNotification *)note {}

@end

@implementation RadioScreen

// Guarded by a once-flag.
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    if (!self.didRegister) {
        [self.slider addTarget:self action:@selector(seek:) forControlEvents:UIControlEventValueChanged];
        self.didRegister = YES;
    }
}

- (void)seek:(UISlider *)slider {}

@end

@implementation SearchScreen

// Removal in a helper the disappear callback calls.
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.retryButton addTarget:self action:@selector(retry) forControlEvents:UIControlEventTouchUpInside];
    // [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(x) name:@"y" object:nil];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [self tearDown];
}

- (void)tearDown {
    [self.retryButton removeTarget:self action:NULL forControlEvents:UIControlEventAllEvents];
}

- (void)retry {}

@end

// Not a view controller.
@implementation Recorder

- (void)viewWillAppear:(BOOL)animated {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(stop) name:@"Stop" object:nil];
}

- (void)stop {}

@end
