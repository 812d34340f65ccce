#ifndef FONTFAMILY_CFREETYPE_SHIM_H
#define FONTFAMILY_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H

/* FreeType's own message for `error` ("unknown file format"), or NULL for a code it does not define.
   FT_Error_String answers only when FreeType was built with FT_CONFIG_OPTION_ERROR_STRINGS, which Debian's is not;
   this is the table fterrors.h documents for that case, built from the same definitions. */
static inline const char *fontfamily_freetype_error_message(FT_Error error) {
#undef FTERRORS_H_
#define FT_ERRORDEF(e, v, s) \
    case v:                  \
        return s;
#define FT_ERROR_START_LIST switch (error) {
#define FT_ERROR_END_LIST \
    default:              \
        return 0;         \
        }
#include FT_ERRORS_H
}

#endif
