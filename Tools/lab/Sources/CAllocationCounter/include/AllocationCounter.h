#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned
/// allocations) the process has made since it started, or -1 where counting
/// is not supported (it needs glibc).
long long taporlink_allocation_count(void);

#endif
