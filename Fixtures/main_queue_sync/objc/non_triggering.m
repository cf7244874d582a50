#import <UIKit/UIKit.h>

@interface Downloader : NSObject
@end

@implementation Downloader

- (void)finish {
    dispatch_async(dispatch_get_main_queue(), ^{
        NSLog(@"done");
    });
    dispatch_sync(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        NSLog(@"background");
    });
    // Silenced in source, as in Swift.
    // viewlint:disable:next main_queue_sync - called only from the upload queue, never from main
    dispatch_sync(dispatch_get_main_queue(), ^{ NSLog(@"sync"); });
    // dispatch_sync(dispatch_get_main_queue(), ^{});
    NSLog(@"dispatch_sync(dispatch_get_main_queue(), ...)");
}

@end
