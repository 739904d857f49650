// What Swift needs of WebKitGTK 4.1 (webkit2gtk-4.1), GTK 3 and GLib: the
// headers themselves. Their macros (g_signal_connect, the type casts) are
// not imported; the Swift side calls the functions they stand for.
#include <gio/gio.h>
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <webkit2/webkit2.h>

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

// prctl is variadic, which Swift does not import: the timer slack of the
// calling thread (PR_SET_TIMERSLACK), in nanoseconds; 0 on success.
static inline int taporlink_set_timer_slack(unsigned long nanoseconds) {
  return prctl(PR_SET_TIMERSLACK, nanoseconds, 0, 0, 0);
}

// Whether the calling thread is the process's main thread (its thread id
// is the process id). gettid and syscall are not imported by Swift's Glibc.
static inline int taporlink_is_main_thread(void) {
  return getpid() == (pid_t)syscall(SYS_gettid);
}
