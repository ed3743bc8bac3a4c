"""A system library the app needs and the system lacks, named in words a user can act on.

The portable archive runs on the system's own graphics, font and OpenMP libraries. When one
is missing, Python's loader raises an ImportError (or ctypes an OSError) whose text holds
the library's file name among other words; this finds it and names the package that brings
it on the distributions most users have.
"""

from __future__ import annotations

import re

# library file -> (Debian/Ubuntu package, Fedora package)
PACKAGES: dict[str, tuple[str, str]] = {
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libgomp.so.1": ("libgomp1", "libgomp"),
    "libvulkan.so.1": ("libvulkan1", "vulkan-loader"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdrm.so.2": ("libdrm2", "libdrm"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}

_NOT_FOUND = re.compile(r"(lib[\w.+-]+?\.so(?:\.\d+)*): cannot open shared object file")

# English, as the command line speaks: this is said before Qt (and any translation) loads.
MISSING = "{who}: the system library {library} is missing. {install}"
INSTALL_KNOWN = ("Install it: Debian/Ubuntu 'sudo apt install {debian}', "
                 "Fedora 'sudo dnf install {fedora}'.")
INSTALL_UNKNOWN = "Install the package of your distribution that provides it."


def missing_library(error: BaseException | str) -> str | None:
    """The file name of the shared library ``error`` (or an error it was raised from) says
    could not be found, or None. A frozen app's ctypes hides the loader's words behind its
    own ("not found when the application was frozen") and keeps them as the cause."""
    seen: BaseException | str | None = error
    while seen is not None:
        found = _NOT_FOUND.search(str(seen))
        if found:
            return found.group(1)
        seen = (seen.__cause__ or seen.__context__) if isinstance(seen, BaseException) else None
    return None


def explain(library: str, who: str = "amdchat cannot start") -> str:
    """What is missing and the command that installs it; ``who``: what cannot run."""
    packages = PACKAGES.get(library)
    install = (INSTALL_KNOWN.format(debian=packages[0], fedora=packages[1])
               if packages else INSTALL_UNKNOWN)
    return MISSING.format(who=who, library=library, install=install)
