#import <UIKit/UIKit.h>

@protocol PickerDelegate <NSObject>
- (void)pickerDidFinish;
@end

@protocol PickerDataSource <NSObject>
- (NSInteger)numberOfItems;
@end

@interface PickerView : UIView
@property (nonatomic, strong) id<PickerDelegate> delegate; // expect: weak_delegate
@property (nonatomic) id<PickerDataSource> dataSource; // expect: weak_delegate
@property (nonatomic, retain, nullable) NSObject<PickerDelegate> *secondaryDelegate; // expect: weak_delegate
@end

@interface PickerView ()
@property (nonatomic, strong) id<UIScrollViewDelegate> scrollDelegate; // expect: weak_delegate
@end
