#import "support_screens.h"

@implementation FeedScreen

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self // expect: observer_in_will_appear
                                             selector:@selector(contentSizeChanged:)
                                                 name:UIContentSizeCategoryDidChangeNotification
                                               object:nil];
    [self.retryButton addTarget:self action:@selector(retry) forControlEvents:UIControlEventTouchUpInside]; // expect: observer_in_will_appear
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self startObserving];
}

- (void)startObserving {
    [self.view addObserver:self forKeyPath:@"frame" options:NSKeyValueObservingOptionNew context:nil]; // expect: observer_in_will_appear
}

- (void)contentSizeChanged:(NSNotification *)note {}
- (void)retry {}

@end

@implementation PlayerScreen

- (void)viewIsAppearing:(BOOL)animated {
    [super viewIsAppearing:animated];
    [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidBecomeActiveNotification // expect: observer_in_will_appear
                                                      object:nil
                                                       queue:[NSOperationQueue mainQueue]
                                                  usingBlock:^(NSNotification *note) { NSLog(@"active"); }];
}

// Disappearing does not undo the observer: only the timer is stopped.
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.slider setValue:0 animated:NO];
}

@end
