#!/usr/bin/env bash
# A fresh machine: builds a clean Debian root (debootstrap --variant=minbase bookworm) with
# python3-venv, the Qt runtime libraries of the README's "Linux" section and a desktop's
# fonts, and nothing else, puts a clean clone of this repository in it, and runs the
# README's two quick-start command lines exactly as written, as an ordinary user: the first (install and start) with
# QT_QPA_PLATFORM=offscreen until the app has started, the second (install and run the whole
# test suite) to its end. Exits non-zero if either fails.
#
# Needs root, debootstrap and unshare (util-linux), and the package registries. Usage:
#   sudo tools/fresh-machine.sh            # in a new folder under /var/tmp, removed after
#   sudo FRESH_MACHINE_KEEP=1 tools/fresh-machine.sh    # keep the root to look into it
# The Debian packages are kept in /var/cache/fresh-machine (FRESH_MACHINE_CACHE), so a
# second run downloads nothing; the root itself is built anew every time.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${FRESH_MACHINE_CACHE:-/var/cache/fresh-machine}
start_limit=${FRESH_MACHINE_START_LIMIT:-600}  # seconds for the first line to start the app
began=$(date +%s)
work=$(mktemp -d /var/tmp/fresh-machine.XXXXXX)
root=$work/root
cleanup() {
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "fresh-machine: FAILED (exit $status) after $(( $(date +%s) - began )) s" >&2
    fi
    if [ -z "${FRESH_MACHINE_KEEP:-}" ]; then rm -rf "$work"; else echo "kept: $root"; fi
}
trap cleanup EXIT
say() { echo "fresh-machine: $*"; }
elapsed() { echo "$(( $(date +%s) - began )) s from the start"; }

# Root reads a checkout another user owns: git would refuse it as of doubtful ownership.
printf '[safe]\n\tdirectory = *\n' > "$work/gitconfig"
export GIT_CONFIG_GLOBAL=$work/gitconfig

# What the committed README says (the clone below is of what is committed), so the script
# runs what a reader of it runs.
readme=$(git -C "$repo" show HEAD:README.md)
libs=$(sed -n '/^## Linux/,/^## /p' <<< "$readme" | grep -m1 'apt-get install' | sed 's/.*apt-get install//' || true)
mapfile -t quick < <(sed -n '/^## Quick start/,/^## /p' <<< "$readme" | grep '^    python3 ' || true)
if [ -z "$libs" ] || [ "${#quick[@]}" -ne 2 ]; then
    echo "fresh-machine: README.md has no 'apt-get install' line under 'Linux' or not two quick-start lines" >&2
    exit 1
fi

say "building a Debian root in $root"
mkdir -p "$cache"
# and a desktop's fonts, which the app must not depend on nor be moved by (tests/test_fonts.py)
desktop_fonts="fonts-dejavu-core,fonts-urw-base35,fonts-noto-mono"
packages="python3-venv,$(echo $libs | tr ' ' ','),$desktop_fonts"
debootstrap --variant=minbase --cache-dir="$cache" --include="$packages" bookworm "$root" \
    > "$work/debootstrap.log" 2>&1 || { tail -30 "$work/debootstrap.log" >&2; exit 1; }
say "root built ($(elapsed)); $(chroot "$root" python3 --version)"

# The network as this machine has it: name resolution, and the certificates and pip
# settings it reaches the package registry with (a machine behind a proxy needs them).
cp /etc/resolv.conf "$root/etc/resolv.conf"
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
    mkdir -p "$root/etc/ssl/certs" && cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
fi
if [ -f /etc/pip.conf ]; then cp /etc/pip.conf "$root/etc/pip.conf"; fi

# A user, and a clean clone of what is committed (nothing of this work tree's own files).
chroot "$root" useradd --create-home --shell /bin/bash trainee
git clone --quiet --no-local "$repo" "$root/home/trainee/holdem-trainer"
printf 'cd ~/holdem-trainer\n%s\n' "${quick[0]}" > "$root/home/trainee/quick-start-1.sh"
printf 'cd ~/holdem-trainer\n%s\n' "${quick[1]}" > "$root/home/trainee/quick-start-2.sh"
chroot "$root" chown -R trainee:trainee /home/trainee

# Runs one line in the root as the trainee, in a mount namespace of its own (its /proc,
# /dev and /dev/shm go away with it), with a clean environment.
in_root() {
    unshare --mount --propagation private -- bash -c '
        set -e
        root=$1; shift
        mount -t proc proc "$root/proc"
        mount --bind /dev "$root/dev"
        mount -t tmpfs -o mode=1777 shm "$root/dev/shm"
        exec chroot --userspec=trainee:trainee "$root" /usr/bin/env -i HOME=/home/trainee \
            PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$@"' _ "$root" "$@"
}

say "1 of 2: ${quick[0]#    }"
in_root bash -c "export QT_QPA_PLATFORM=offscreen HOLDEM_TRAINER_HOME=/tmp/app-home
    setsid bash ~/quick-start-1.sh > /tmp/start.out 2>&1 &
    app=\$!
    for _ in \$(seq $start_limit); do
        if grep -qs 'start: Python' /tmp/app-home/logs/*.log; then sleep 10; break; fi
        kill -0 \$app 2>/dev/null || break
        sleep 1
    done
    if ! kill -0 \$app 2>/dev/null; then
        echo 'the app is not running:'; tail -20 /tmp/start.out; exit 1
    fi
    kill -TERM -- -\$app 2>/dev/null; wait \$app 2>/dev/null || true
    if ! grep -qs 'start: Python' /tmp/app-home/logs/*.log; then
        echo 'the app did not start in $start_limit s:'; tail -20 /tmp/start.out; exit 1
    fi
    if grep -s Traceback /tmp/app-home/logs/*.log /tmp/start.out; then exit 1; fi
    grep -h 'start: Python' /tmp/app-home/logs/*.log | tail -1"
say "the app started ($(elapsed))"

say "2 of 2: ${quick[1]#    }"
suite_began=$(date +%s)
in_root bash /home/trainee/quick-start-2.sh
say "the test suite passed in $(( $(date +%s) - suite_began )) s; all done in $(( $(date +%s) - began )) s"
