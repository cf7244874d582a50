#import <UIKit/UIKit.h>

@protocol TimelineSourceDelegate <NSObject>
- (void)timelineSourceDidUpdate;
@end

// A readonly property whose getter this file implements: it casts another property, and
// has no storage to hold anything.
@interface TimelineSource : NSObject
@property (nonatomic, weak) id delegate;
@property (nonatomic, readonly) id<TimelineSourceDelegate> timelineDelegate;
@end

@implementation TimelineSource

- (id<TimelineSourceDelegate>)timelineDelegate
{
    if ([self.delegate conformsToProtocol:@protocol(TimelineSourceDelegate)]) {
        return self.delegate;
    }
    return nil;
}

@end
