// What Swift needs of WebKitGTK 4.1 (webkit2gtk-4.1), GTK 3 and GLib: the
// headers themselves. Their macros (g_signal_connect, the type casts) are
// not imported; the Swift side calls the functions they stand for.
#include <gio/gio.h>
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <webkit2/webkit2.h>
