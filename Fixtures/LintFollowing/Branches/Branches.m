#import <UIKit/UIKit.h>

#if TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST
static UIFont *Phone(void) { return [UIFont fontWithName:@"Courier" size:12]; }
#elif (TARGET_OS_OSX || TARGET_OS_MACCATALYST) && DEBUG
static NSFont *Mac(void) { return [NSFont fontWithName:@"Papyrus-Condensd" size:12]; }
#endif
