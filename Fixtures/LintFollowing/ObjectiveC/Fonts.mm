#import <UIKit/UIKit.h>

NSString const *kCaptionFont = @"GillSans-Bld";
const NSString *kFooterFont = @"GillSans";
#define kBannerFont \
    @"Gillsans-Light"

class Fonts {
public:
    static NSString *const title;
    static inline NSString *const body = @"GillSans-Bolt";
    static UIFont *bodyFont() { return [UIFont fontWithName:body size:14]; }
};

NSString *const Fonts::title = @"Gillsans-Bold";

UIFont *Caption(void) { return [UIFont fontWithName:kCaptionFont size:12]; }
UIFont *Footer(void) { return [UIFont fontWithName:(NSString *)kFooterFont size:12]; }
UIFont *Banner(void) { return [UIFont fontWithName:kBannerFont size:20]; }
UIFont *Title(void) { return [UIFont fontWithName:Fonts::title size:20]; }
UIFont *Body(void) { return [UIFont fontWithName:Fonts::body size:14]; }
