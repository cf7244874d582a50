#import <UIKit/UIKit.h>

@interface ThreadCard : NSObject
@property (nonatomic) NSMutableArray *parts;
@property (nonatomic) NSString *summary;
@end

@implementation ThreadCard

// Waiting for main while holding a lock the main thread takes too.
- (NSString *)summaryText
{
    @synchronized(self.parts)
    {
        if (!self.summary.length)
        {
            if (![NSThread isMainThread])
            {
                dispatch_sync(dispatch_get_main_queue(), ^{ // expect: main_queue_sync
                    self.summary = [self.parts componentsJoinedByString:@" "];
                });
            }
        }
    }
    return self.summary;
}

// A guarded helper whose block is fire-and-forget.
- (void)refreshBadge
{
    if ([NSThread isMainThread])
    {
        [self applyBadge];
    }
    else
    {
        dispatch_sync(dispatch_get_main_queue(), ^{ // expect: main_queue_sync
            [self applyBadge];
        });
    }
}

- (void)applyBadge
{
}

@end
