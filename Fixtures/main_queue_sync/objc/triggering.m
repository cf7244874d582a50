#import <UIKit/UIKit.h>

@interface Uploader : NSObject
@end

@implementation Uploader

- (void)finish {
    dispatch_sync(dispatch_get_main_queue(), ^{ // expect: main_queue_sync
        NSLog(@"done");
    });
}

@end

static void UpdateBadge(void) {
    dispatch_sync(dispatch_get_main_queue(), ^{ [UIApplication sharedApplication].applicationIconBadgeNumber = 0; }); // expect: main_queue_sync
}
