#ifndef FONTFAMILY_CFONTCONFIG_SHIM_H
#define FONTFAMILY_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
