#ifndef VIEWLINT_CLIBCLANGSHIM_H
#define VIEWLINT_CLIBCLANGSHIM_H

/* viewlint's run-time bridge to libclang. The library is opened with dlopen; nothing here
   needs clang-c headers, and the package builds without libclang installed. Swift sees only
   plain records: no callbacks, no libclang types. */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One cursor of the main file, in pre-order. Offsets are bytes into the parsed text. */
typedef struct {
    int kind;          /* CXCursorKind */
    int parent;        /* index of the parent record, -1 at top level */
    unsigned offset;   /* the cursor's location (its name) */
    unsigned start;    /* extent */
    unsigned end;
    const char *spelling; /* owned by the result; may be "" */
} vl_cursor;

/* One token of the main file. */
typedef struct {
    int kind;          /* CXTokenKind: 0 punctuation, 1 keyword, 2 identifier, 3 literal, 4 comment */
    unsigned start;
    unsigned end;
} vl_token;

typedef struct {
    vl_cursor *cursors;
    int cursor_count;
    vl_token *tokens;
    int token_count;
    int diagnostics;   /* number of clang diagnostics (missing SDK headers produce many) */
    int ok;            /* 1 when clang produced a translation unit */
} vl_parse_result;

/* Opens libclang at `path`. Returns 1 on success; on failure writes the reason to `err`.
   Safe to call again: the first library that loads is kept. */
int vl_clang_load(const char *path, char *err, size_t err_len);

/* 1 when a library is loaded. */
int vl_clang_loaded(void);

/* Version string of the loaded library ("" if unknown). Owned by the shim. */
const char *vl_clang_version(void);

/* Parses `contents` (length `length`) as the file `filename` with the given clang arguments
   and translation-unit flags; collects the main file's cursors (not inside function bodies)
   and tokens. Never fails hard: on error the result has ok = 0. Free with vl_free_result. */
void vl_parse(const char *filename, const char *contents, unsigned long length,
              const char *const *args, int nargs, unsigned flags, vl_parse_result *out);

void vl_free_result(vl_parse_result *r);

#ifdef __cplusplus
}
#endif
#endif
