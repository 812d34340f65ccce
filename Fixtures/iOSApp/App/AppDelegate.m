#import <UIKit/UIKit.h>
#import <CoreText/CoreText.h>

// [UIFont fontWithName:@"InAComment" size:12] is not a call.
static NSString *const kSample = @"[UIFont fontWithName:@\"InAString\" size:12]";

@implementation AppDelegate

- (void)applyFonts:(NSString *)name {
    UIFont *body = [UIFont fontWithName:@"GillSans-Light" size:14];
    UIFont *caption = [UIFont fontWithName:@"Gillsans-Light" size:12];
    UIFont *chosen = [UIFont fontWithName:name size:12];
    CTFontRef heading = CTFontCreateWithName(CFSTR("GillSans-Italic"), 24, NULL);
    CTFontRef label = CTFontCreateWithName((__bridge CFStringRef)@"GillSans-Lite", 13, NULL);
    /* fontfamily:disable:next unknown-name -- shipped by the release build only */
    UIFont *legacy = [UIFont fontWithName:@"BrandSans-Heavy" size:15];
    UIFontDescriptor *descriptor = [UIFontDescriptor fontDescriptorWithName:@"GillSans " size:16];
}

@end
