/* viewlint's libclang bridge: dlopen + a C visitor that flattens the cursor tree.
   The few libclang types used are declared here by layout (they are part of libclang's
   stable C ABI); no clang-c header is needed to build. */

#include "CLibClangShim.h"
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <pthread.h>

typedef void *CXIndex;
typedef struct CXTranslationUnitImpl *CXTranslationUnit;
typedef void *CXFile;
typedef struct { const void *data; unsigned private_flags; } CXString;
typedef struct { int kind; int xdata; const void *data[3]; } CXCursor;
typedef struct { const void *ptr_data[2]; unsigned int_data; } CXSourceLocation;
typedef struct { const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data; } CXSourceRange;
typedef struct { unsigned int_data[4]; void *ptr_data; } CXToken;
struct CXUnsavedFile { const char *Filename; const char *Contents; unsigned long Length; };
typedef int (*CXCursorVisitor)(CXCursor cursor, CXCursor parent, void *client_data);

enum { CXChildVisit_Break = 0, CXChildVisit_Continue = 1, CXChildVisit_Recurse = 2 };

static struct {
    void *handle;
    CXIndex (*createIndex)(int, int);
    void (*disposeIndex)(CXIndex);
    CXTranslationUnit (*parseTranslationUnit)(CXIndex, const char *, const char *const *, int,
                                              struct CXUnsavedFile *, unsigned, unsigned);
    void (*disposeTranslationUnit)(CXTranslationUnit);
    CXCursor (*getTranslationUnitCursor)(CXTranslationUnit);
    unsigned (*visitChildren)(CXCursor, CXCursorVisitor, void *);
    int (*getCursorKind)(CXCursor);
    CXString (*getCursorSpelling)(CXCursor);
    const char *(*getCString)(CXString);
    void (*disposeString)(CXString);
    CXSourceLocation (*getCursorLocation)(CXCursor);
    CXSourceRange (*getCursorExtent)(CXCursor);
    CXSourceLocation (*getRangeStart)(CXSourceRange);
    CXSourceLocation (*getRangeEnd)(CXSourceRange);
    void (*getExpansionLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    int (*locationIsFromMainFile)(CXSourceLocation);
    void (*tokenize)(CXTranslationUnit, CXSourceRange, CXToken **, unsigned *);
    void (*disposeTokens)(CXTranslationUnit, CXToken *, unsigned);
    int (*getTokenKind)(CXToken);
    CXSourceRange (*getTokenExtent)(CXTranslationUnit, CXToken);
    CXFile (*getFile)(CXTranslationUnit, const char *);
    CXSourceLocation (*getLocationForOffset)(CXTranslationUnit, CXFile, unsigned);
    CXSourceRange (*getRange)(CXSourceLocation, CXSourceLocation);
    unsigned (*getNumDiagnostics)(CXTranslationUnit);
    CXString (*getClangVersion)(void);
    char version[256];
} api;

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

int vl_clang_loaded(void) { return api.handle != NULL; }
const char *vl_clang_version(void) { return api.version; }

int vl_clang_load(const char *path, char *err, size_t err_len) {
    pthread_mutex_lock(&load_lock);
    if (api.handle) { pthread_mutex_unlock(&load_lock); return 1; }
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        if (err && err_len) snprintf(err, err_len, "%s", e ? e : "dlopen failed");
        pthread_mutex_unlock(&load_lock);
        return 0;
    }
#define SYM(field, name) \
    do { *(void **)(&api.field) = dlsym(h, name); \
         if (!api.field) { if (err && err_len) snprintf(err, err_len, "%s: missing symbol %s", path, name); \
                           memset(&api, 0, sizeof api); dlclose(h); pthread_mutex_unlock(&load_lock); return 0; } } while (0)
    SYM(createIndex, "clang_createIndex");
    SYM(disposeIndex, "clang_disposeIndex");
    SYM(parseTranslationUnit, "clang_parseTranslationUnit");
    SYM(disposeTranslationUnit, "clang_disposeTranslationUnit");
    SYM(getTranslationUnitCursor, "clang_getTranslationUnitCursor");
    SYM(visitChildren, "clang_visitChildren");
    SYM(getCursorKind, "clang_getCursorKind");
    SYM(getCursorSpelling, "clang_getCursorSpelling");
    SYM(getCString, "clang_getCString");
    SYM(disposeString, "clang_disposeString");
    SYM(getCursorLocation, "clang_getCursorLocation");
    SYM(getCursorExtent, "clang_getCursorExtent");
    SYM(getRangeStart, "clang_getRangeStart");
    SYM(getRangeEnd, "clang_getRangeEnd");
    SYM(getExpansionLocation, "clang_getExpansionLocation");
    SYM(locationIsFromMainFile, "clang_Location_isFromMainFile");
    SYM(tokenize, "clang_tokenize");
    SYM(disposeTokens, "clang_disposeTokens");
    SYM(getTokenKind, "clang_getTokenKind");
    SYM(getTokenExtent, "clang_getTokenExtent");
    SYM(getFile, "clang_getFile");
    SYM(getLocationForOffset, "clang_getLocationForOffset");
    SYM(getRange, "clang_getRange");
    SYM(getNumDiagnostics, "clang_getNumDiagnostics");
    SYM(getClangVersion, "clang_getClangVersion");
#undef SYM
    CXString v = api.getClangVersion();
    const char *vs = api.getCString(v);
    snprintf(api.version, sizeof api.version, "%s", vs ? vs : "");
    api.disposeString(v);
    api.handle = h;
    pthread_mutex_unlock(&load_lock);
    return 1;
}

typedef struct {
    vl_cursor *items;
    int count, cap;
    int parent;
    int depth;
    int failed;
} collector;

static unsigned offset_of(CXSourceLocation loc) {
    CXFile f = 0;
    unsigned line = 0, col = 0, off = 0;
    api.getExpansionLocation(loc, &f, &line, &col, &off);
    return off;
}

/* Statement and expression kinds (100..299) are not recorded: bodies are read from tokens.
   A compound statement is recorded (its extent is the body) but not entered. */
static int visit(CXCursor c, CXCursor parent, void *data) {
    (void)parent;
    collector *col = (collector *)data;
    if (col->failed) return CXChildVisit_Break;
    int kind = api.getCursorKind(c);
    if (kind >= 100 && kind < 300 && kind != 202) return CXChildVisit_Continue;
    CXSourceLocation loc = api.getCursorLocation(c);
    if (!api.locationIsFromMainFile(loc)) return CXChildVisit_Continue;
    if (col->count == col->cap) {
        int cap = col->cap ? col->cap * 2 : 256;
        vl_cursor *n = (vl_cursor *)realloc(col->items, sizeof(vl_cursor) * (size_t)cap);
        if (!n) { col->failed = 1; return CXChildVisit_Break; }
        col->items = n;
        col->cap = cap;
    }
    vl_cursor *r = &col->items[col->count];
    r->kind = kind;
    r->parent = col->parent;
    r->offset = offset_of(loc);
    CXSourceRange ext = api.getCursorExtent(c);
    r->start = offset_of(api.getRangeStart(ext));
    r->end = offset_of(api.getRangeEnd(ext));
    CXString s = api.getCursorSpelling(c);
    const char *cs = api.getCString(s);
    r->spelling = strdup(cs ? cs : "");
    api.disposeString(s);
    if (!r->spelling) { col->failed = 1; return CXChildVisit_Break; }
    int me = col->count++;
    if (kind != 202 && col->depth < 200) {
        int saved = col->parent;
        col->parent = me;
        col->depth++;
        api.visitChildren(c, visit, col);
        col->depth--;
        col->parent = saved;
    }
    return CXChildVisit_Continue;
}

void vl_parse(const char *filename, const char *contents, unsigned long length,
              const char *const *args, int nargs, unsigned flags, vl_parse_result *out) {
    memset(out, 0, sizeof *out);
    if (!api.handle) return;
    CXIndex idx = api.createIndex(0, 0);
    if (!idx) return;
    struct CXUnsavedFile uf = { filename, contents, length };
    CXTranslationUnit tu = api.parseTranslationUnit(idx, filename, args, nargs, &uf, 1, flags);
    if (!tu) { api.disposeIndex(idx); return; }
    out->ok = 1;
    out->diagnostics = (int)api.getNumDiagnostics(tu);

    collector col = { NULL, 0, 0, -1, 0, 0 };
    api.visitChildren(api.getTranslationUnitCursor(tu), visit, &col);
    out->cursors = col.items;
    out->cursor_count = col.count;

    CXFile f = api.getFile(tu, filename);
    if (f) {
        CXSourceRange all = api.getRange(api.getLocationForOffset(tu, f, 0),
                                         api.getLocationForOffset(tu, f, (unsigned)length));
        CXToken *toks = NULL;
        unsigned n = 0;
        api.tokenize(tu, all, &toks, &n);
        if (toks && n) {
            out->tokens = (vl_token *)malloc(sizeof(vl_token) * n);
            if (out->tokens) {
                for (unsigned i = 0; i < n; i++) {
                    CXSourceRange e = api.getTokenExtent(tu, toks[i]);
                    out->tokens[i].kind = api.getTokenKind(toks[i]);
                    out->tokens[i].start = offset_of(api.getRangeStart(e));
                    out->tokens[i].end = offset_of(api.getRangeEnd(e));
                }
                out->token_count = (int)n;
            }
        }
        if (toks) api.disposeTokens(tu, toks, n);
    }
    api.disposeTranslationUnit(tu);
    api.disposeIndex(idx);
}

void vl_free_result(vl_parse_result *r) {
    if (!r) return;
    for (int i = 0; i < r->cursor_count; i++) free((void *)r->cursors[i].spelling);
    free(r->cursors);
    free(r->tokens);
    memset(r, 0, sizeof *r);
}
