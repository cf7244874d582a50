#import <UIKit/UIKit.h>

@interface MessageLayoutData : NSObject
@property (nonatomic) CGFloat extraHeight;
@property (nonatomic) BOOL needsExtraHeight;
@end

@implementation MessageLayoutData

// A fallback for the wrong thread: the flag after it says the height is up to date, so the
// block has to have run.
- (void)updateExtraHeightIfNeeded
{
    if (self.needsExtraHeight)
    {
        if ([NSThread currentThread] != [NSThread mainThread])
        {
            dispatch_sync(dispatch_get_main_queue(), ^{
                self.extraHeight = [self measureExtraHeight];
            });
        }
        else
        {
            self.extraHeight = [self measureExtraHeight];
        }
        self.needsExtraHeight = NO;
    }
}

- (CGFloat)measureExtraHeight
{
    return 12;
}

@end

@interface PeopleSearchSource : NSObject
@end

@implementation PeopleSearchSource
{
    dispatch_queue_t filterQueue;
    NSMutableArray *pendingMatches;
    NSString *pendingQuery;
    NSArray *visibleMatches;
}

// A serial queue filters into instance state and hands it to the main thread; the wait keeps
// the queue's next pass from overwriting it while main reads it.
- (void)filterWithQuery:(NSString *)query people:(NSArray *)people
{
    dispatch_async(filterQueue, ^{
        pendingMatches = [NSMutableArray arrayWithArray:people];
        pendingQuery = query;
        dispatch_sync(dispatch_get_main_queue(), ^{
            visibleMatches = pendingMatches;
            NSLog(@"%@", pendingQuery);
        });
    });
}

@end
