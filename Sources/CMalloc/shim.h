// glibc's allocator settings (`mallopt`), which Swift's Glibc module does not import; nothing elsewhere.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
