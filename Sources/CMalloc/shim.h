// glibc's allocator calls (`malloc_trim`), which Swift's Glibc module does not import; nothing elsewhere.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
