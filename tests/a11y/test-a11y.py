#!/usr/bin/python3
# tests/a11y/test-a11y.py — a round against the computer by keyboard
# only, on a real accessibility bus, with Orca 43 listening.
#
# Usage: test-a11y.py EN_GARDE_BINARY SCHEMA_DIR [SPEECH_OUT]
#
# It runs itself again inside dbus-run-session and xvfb-run, starts the
# bus launcher, Orca (speech through a silent server, braille off, its
# debug log on: every "SPEECH OUTPUT" line is written there) and the game
# in private XDG dirs, then plays one round with xdotool, reading the
# hand and the options through AT-SPI. It checks that every push button,
# card and square reachable through AT-SPI has a name that is neither
# empty nor a type name, and that Orca spoke the player's hand, each
# action of both sides (the sentences of the game's own move list, read
# through AT-SPI) and the round's result.
#
# Exit 77 (skip) when orca or pyatspi are not installed, or when an Orca
# of this user already runs (a screen reader in use: it is left alone).
# Runs of this test wait for one another (a lock per user).
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later

import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
TIMEOUT = 200  # seconds for the whole round, under meson's 240


def fail(message):
    print('FAIL: ' + message, flush=True)
    sys.exit(1)


def outer(argv):
    """Checks what the test needs, then runs it on its own buses."""
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        print('SKIP: python3-pyatspi is not installed')
        sys.exit(SKIP)
    if shutil.which('orca') is None:
        print('SKIP: orca is not installed')
        sys.exit(SKIP)
    for tool in ('dbus-run-session', 'xvfb-run', 'xdotool'):
        if shutil.which(tool) is None:
            fail(tool + ' is missing (see build-aux/dev requirements)')
    if launcher() is None:
        fail('at-spi-bus-launcher is missing (at-spi2-core)')
    # One run at a time per user: Orca refuses to start beside another
    # Orca of the same user, and `orca --replace` would kill it (another
    # run's, or a screen reader in use on this desktop).
    lock = open(os.path.join(tempfile.gettempdir(), 'en-garde-a11y-%d.lock' % os.getuid()), 'w')
    settle(lambda: try_lock(lock), timeout=150, step=0.5)
    if not try_lock(lock):
        fail('another a11y run held its lock for 150 s')
    if subprocess.run(['pgrep', '-u', str(os.getuid()), '-x', 'orca'], stdout=subprocess.DEVNULL).returncode == 0:
        print('SKIP: Orca is already running for this user; the test needs its own and leaves yours alone')
        sys.exit(SKIP)
    env = dict(os.environ, EG_A11Y_INNER='1')
    # (G_DEBUG: the test env's fatal warnings would stop pyatspi and
    # Orca at the bus's first harmless warning)
    for key in ('DBUS_SESSION_BUS_ADDRESS', 'AT_SPI_BUS_ADDRESS', 'DISPLAY',
                'WAYLAND_DISPLAY', 'XAUTHORITY', 'NO_AT_BRIDGE', 'GTK_A11Y', 'G_DEBUG'):
        env.pop(key, None)
    command = ['dbus-run-session', '--', 'xvfb-run', '-a', '-s', '-screen 0 1400x900x24',
               sys.executable, os.path.abspath(__file__)] + argv[1:]
    sys.exit(subprocess.call(command, env=env))


def launcher():
    for path in ('/usr/libexec/at-spi-bus-launcher', '/usr/lib/at-spi2-core/at-spi-bus-launcher',
                 '/usr/lib/at-spi2/at-spi-bus-launcher'):
        if os.access(path, os.X_OK):
            return path
    return shutil.which('at-spi-bus-launcher')


def try_lock(f):
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False


def a11y_bus():
    """The launcher owns its name (asked without starting another one)."""
    reply = subprocess.run(['dbus-send', '--session', '--dest=org.freedesktop.DBus', '--print-reply',
                            '/org/freedesktop/DBus', 'org.freedesktop.DBus.NameHasOwner',
                            'string:org.a11y.Bus'], capture_output=True, text=True)
    return 'boolean true' in reply.stdout


# How long a wait for what must come may last: it ends as soon as it
# comes, and a loaded machine can be many times slower than a desktop.
PATIENCE = 60.0


def wait_for(what, predicate, timeout=PATIENCE, step=0.1, explain=None):
    value = settle(predicate, timeout, step)
    if not value:
        fail('timed out waiting for ' + what + (': ' + explain() if explain else ''))
    return value


def settle(predicate, timeout, step=0.1):
    """Waits until predicate() holds, or timeout seconds; its last value."""
    end = time.monotonic() + timeout
    value = predicate()
    while not value and time.monotonic() < end:
        time.sleep(step)
        value = predicate()
    return value


class Session:
    def __init__(self, binary, schema_dir, workdir):
        self.binary = binary
        self.dir = workdir
        self.log = os.path.join(workdir, 'orca.log')
        self.spoken = os.path.join(workdir, 'spoken.txt')
        self.procs = []
        self.env = dict(os.environ,
                        XDG_CONFIG_HOME=os.path.join(workdir, 'config'),
                        XDG_DATA_HOME=os.path.join(workdir, 'data'),
                        XDG_CACHE_HOME=os.path.join(workdir, 'cache'),
                        XDG_STATE_HOME=os.path.join(workdir, 'state'),
                        GSETTINGS_BACKEND='keyfile',
                        GSETTINGS_SCHEMA_DIR=schema_dir,
                        LC_ALL='C.UTF-8',
                        GTK_A11Y='atspi',
                        GSK_RENDERER='cairo',
                        EN_GARDE_TEST_SEED='4242')
        self.env.pop('LANGUAGE', None)
        self.env.pop('G_DEBUG', None)

    def settings(self):
        settings = os.path.join(self.env['XDG_CONFIG_HOME'], 'glib-2.0', 'settings')
        os.makedirs(settings)
        with open(os.path.join(settings, 'keyfile'), 'w') as f:
            # a match against the easy computer, the player first, wide
            # enough for the move list beside the board
            f.write('[io/github/engarde/EnGarde]\n'
                    "left-name='Ada'\nleft-player='human'\n"
                    "right-player='easy'\nfirst-starter='left'\nanimation-speed='fast'\n"
                    'window-width=1300\nwindow-height=850\n')
        prefs = os.path.join(self.dir, 'orca')
        os.makedirs(prefs)
        with open(os.path.join(prefs, 'user-settings.conf'), 'w') as f:
            json.dump({'general': {'enableSpeech': True, 'speechServerFactory': 'eg_silent_speech',
                                   'enableBraille': False, 'enableBrailleMonitor': False,
                                   'enableSound': False,
                                   'startingProfile': ['Default', 'default']},
                       'profiles': {'default': {'profile': ['Default', 'default']}},
                       'pronunciations': {}, 'keybindings': {}}, f)
        return prefs

    def start(self):
        prefs = self.settings()
        self.spawn([launcher(), '--launch-immediately'], 'bus-launcher')
        wait_for('the accessibility bus', a11y_bus, timeout=PATIENCE)
        time.sleep(1)  # its own bus is started just after its name is taken
        # the game first: Orca, started next, finds its active window
        # and the focus in it (events sent before Orca knows an
        # application are lost, and with them the active window)
        import pyatspi
        # a window manager, as on a desktop: it makes the game's window
        # active again when the New Match dialog closes, and Orca follows
        # the active window
        self.spawn(['openbox'], 'openbox')
        time.sleep(1)
        self.spawn([self.binary], 'en-garde')
        wait_for('the game on the accessibility bus', lambda: find_app(pyatspi), timeout=PATIENCE)
        orca_env = dict(self.env, PYTHONPATH=HERE + os.pathsep + self.env.get('PYTHONPATH', ''),
                        EG_A11Y_SPOKEN=self.spoken)
        self.spawn(['orca', '-u', prefs, '--debug-file', self.log], 'orca', orca_env)
        # Orca's debug file is buffered until it quits: its name on the
        # bus says it listens
        wait_for('Orca to start', lambda: find_app(pyatspi, ('orca',)), timeout=PATIENCE)
        time.sleep(2)

    def spawn(self, command, name, env=None):
        out = open(os.path.join(self.dir, name + '.out'), 'w')
        self.procs.append(subprocess.Popen(command, env=env or self.env, stdout=out,
                                           stderr=subprocess.STDOUT))

    def stop(self):
        for proc in reversed(self.procs):
            proc.terminate()
        for proc in reversed(self.procs):
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()


def read(path):
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            return f.read()
    except FileNotFoundError:
        return ''


def speech(log):
    """Orca's SPEECH OUTPUT lines (an utterance may hold line breaks)."""
    return re.findall(r"SPEECH OUTPUT: '(.*?)'(?: ?\{| voice=|\n\d\d:)", read(log), re.S)


# ---- AT-SPI ----

def spoken(path):
    """The utterances the silent speech server received, one a line."""
    return [line for line in read(path).split('\n') if line]


def find_app(pyatspi, names=('en-garde', 'En Garde')):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.name in names:
            return app
    return None


def walk(node, visit):
    """Visits all a screen reader can reach (GTK 4.8 does not set the
    showing state of widgets: the tree is what it exposes)."""
    try:
        visit(node)
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return  # gone meanwhile
    for child in children:
        if child is not None:
            walk(child, visit)


def collect(app, predicate):
    found = []
    walk(app, lambda n: found.append(n) if predicate(n) else None)
    return found


def text_of(node):
    """A label's text: its accessible name, as GTK 4.8 gives it."""
    try:
        return node.name or ''
    except Exception:
        return ''


TYPE_NAME = re.compile(r'^(Gtk|Adw|Eg)[A-Z]\w*$')
# "_New Match": the mnemonic's underscore, said as "underscore"
MNEMONIC = re.compile(r'(^|\s)_\w')
# "New Match New Match": GTK 4.8 joins a button's label property and its
# label widget's text
REPEATED = re.compile(r'^(.+) \1$', re.S)


def check_names(pyatspi, app, problems):
    """Every push button, card (image) and square (a button on the track)
    reachable has a name, never a type name nor a broken one; nothing
    reachable is named after its type (GTK 4.8 names a stack page without
    a title "GtkStackPage", a progress bar "GtkProgressBar", a flow box
    and its cells "GtkFlowBox" and "GtkFlowBoxChild", which Orca says;
    the fillers, GTK's plain boxes and overlays, and the scroll bars and
    their ranges it names after their types are never said); no name
    holds a mnemonic's underscore or says its label twice."""
    named = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_IMAGE)
    for node in collect(app, lambda n: True):
        name = node.name or ''
        role = node.getRole()
        kind = node.getRoleName()
        if role in named and not name.strip():
            problems.add('%s with no name (%s)' % (kind, node.description or 'no description'))
        elif name.startswith('\u2019') or name.startswith("'"):
            problems.add('%s named %r' % (kind, name))
        elif TYPE_NAME.match(name) and role not in (pyatspi.ROLE_FILLER, pyatspi.ROLE_SCROLL_BAR):
            problems.add('%s named %r, in %s %r' % (kind, name, node.parent.getRoleName(), node.parent.name))
        elif MNEMONIC.search(name) or REPEATED.match(name):
            problems.add('%s named %r' % (kind, name))


def check_descriptions(st, problems):
    """A card's description holds what is true now: nothing, or the last
    announcement, whose hand is the hand shown."""
    values = sorted(int(c.name.split()[1].rstrip(',')) for c in st['cards'])
    for card in st['cards']:
        description = card.description or ''
        if not description:
            continue
        hand = re.search(NAME + '\u2019s cards: ([1-5](?:, [1-5])*)', description)
        if hand is None or sorted(int(v) for v in hand.group(1).split(', ')) != values:
            problems.add('%s described %r, with the cards %s' % (card.name, description, values))


def main(argv):
    if len(argv) < 3:
        fail('usage: test-a11y.py EN_GARDE_BINARY SCHEMA_DIR [SPEECH_OUT]')
    import pyatspi
    binary, schema_dir = argv[1], argv[2]
    keep = argv[3] if len(argv) > 3 else None
    workdir = tempfile.mkdtemp(prefix='eg-a11y-')
    session = Session(binary, schema_dir, workdir)
    started = time.monotonic()
    try:
        session.start()
        result = play(pyatspi, session, started)
    finally:
        session.stop()
    if 'SPEECH: Using speech server factory: eg_silent_speech' not in read(session.log):
        fail('Orca did not use the silent speech server; see ' + session.log)
    # what Orca handed its speech server, as it did: its debug file is
    # written when it quits, and may lose its end if it is slow to
    said = spoken(session.spoken)
    if not said:
        said = speech(session.log)
    if keep:
        with open(keep, 'w') as f:
            f.write('\n'.join(s.replace('\n', ' / ') for s in said) + '\n')
    check_speech(said, result)
    shutil.rmtree(workdir, ignore_errors=True)
    print('ok: a round of %d actions by keyboard, %d utterances, %.1f s'
          % (len(result['actions']), len(said), time.monotonic() - started))


def key(*keys):
    subprocess.check_call(['xdotool', 'key', '--delay', '60'] + list(keys))


class Table:
    """The parts of the window the test reads, found once: the status
    lines and the action area (hand, options); walking the whole tree
    over D-Bus at every look would take seconds."""

    def __init__(self, pyatspi, app):
        self.pyatspi = pyatspi
        self.app = app
        self.problems = set()
        self.options_checked = False
        card = wait_for('a card of the hand', lambda: (collect(app, is_card) or [None])[0], timeout=PATIENCE)
        self.area = card.parent.parent.parent
        status = wait_for('the status line', lambda: (collect(app, lambda n: n.getRole() ==
                          pyatspi.ROLE_LABEL and (n.name or '').startswith('Round 1:')
                          and n.parent.getRole() != pyatspi.ROLE_LIST_ITEM) or [None])[0])
        # the first line is in the strip of the last actions, beside the
        # status line: their common box holds both
        self.status = status.parent
        for _ in range(3):
            if any(re.search('\u2019s turn|thinking\u2026', text_of(n)) for n in
                   collect(self.status, lambda n: n.getRole() == pyatspi.ROLE_LABEL)):
                break
            self.status = self.status.parent

    def look(self):
        try:
            return self.read()
        except Exception:  # an object gone while it was read: look again
            time.sleep(0.1)
            return self.read()

    def read(self):
        buttons = collect(self.area, lambda n: n.getRole() == self.pyatspi.ROLE_PUSH_BUTTON)
        labels = [text_of(n) for n in collect(self.status, lambda n: n.getRole() == self.pyatspi.ROLE_LABEL)]
        return {'names': [b.name or '' for b in buttons],
                'cards': [b for b in buttons if is_card(b)],
                'labels': labels}

    def round_over(self, st):
        if st['cards'] or any(l.endswith('thinking\u2026') for l in st['labels']):
            return False
        return any(re.search(r'\b(Next Round|New Match)$', b.name or '') and b.parent.getRole() != self.pyatspi.ROLE_PANEL
                   or 'Next Round' in (b.name or '')
                   for b in collect(self.app, lambda n: n.getRole() == self.pyatspi.ROLE_PUSH_BUTTON))


def is_card(node):
    return re.match(r'^Card [1-5]', node.name or '') is not None and node.getRoleName() == 'push button'


def my_turn(st, name):
    return any(l.startswith(name + '\u2019s turn') or l.startswith(name + ' parried')
               or re.search('\u2014 ' + re.escape(name) + ', (parry|retreat)', l) for l in st['labels'])


def options(st):
    """The option buttons the chosen cards allow."""
    return [n for n in st['names'] if re.match(r'^(Move|Attack|Step|Parry|Retreat) ', n)]


def play_turn(table, st):
    """One action by keys: parry when asked, else the first card value
    that allows something, attacking when it can."""
    values = sorted({int(c.name.split()[1].rstrip(',')) for c in st['cards']}, reverse=True)
    defending = any(re.search('\u2014 .*, (parry|retreat)', l) for l in st['labels'])
    if defending:
        key('p')  # the only parry is played at once, if there is one
        time.sleep(0.3)
        if not my_turn(table.look(), NAME):
            return 'p'
    for value in values:
        key(str(value))
        time.sleep(0.2)
        opts = options(table.look())
        if opts and not table.options_checked:
            # the options shown: their box, its cells, the buttons
            check_names(table.pyatspi, table.area, table.problems)
            table.options_checked = True
        if not opts:
            key('Escape')
            continue
        if any(o.startswith('Attack') for o in opts):
            key('a')  # the only attack of these cards is played at once
            return '%d a' % value
        if defending:
            key('r')
            return '%d r' % value
        if len(opts) > 1 and any('forward' in o for o in opts):
            key('Right')  # the player is on the left: forward is to the right
        key('Return')
        return '%d Return' % value
    fail('no card of %s allows an action' % values)


NAME = 'Ada'


def start_match(pyatspi, app):
    """As a keyboard user on a first launch: Return on the welcome page's
    New Match (it has the focus), then Return on the dialog's Start (its
    default); the players come from the settings."""
    def buttons():
        return [n.name or '' for n in collect(app, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON)]

    def shown(label):
        return label in buttons()

    wait_for('the welcome page', lambda: shown('New Match'), timeout=PATIENCE, explain=lambda: str(buttons()))
    key('Return')
    wait_for('the New Match dialog', lambda: shown('Start'), timeout=PATIENCE, explain=lambda: str(buttons()))
    time.sleep(0.5)
    key('Return')


def play(pyatspi, session, started):
    app = wait_for('the game on the accessibility bus', lambda: find_app(pyatspi), timeout=PATIENCE)
    start_match(pyatspi, app)
    table = Table(pyatspi, app)
    wait_for('the first turn', lambda: my_turn(table.look(), NAME), timeout=PATIENCE,
             explain=lambda: str(table.look()['labels']))
    # Orca, on a loaded machine, may be seconds behind: the hand said
    # first, as a listener would wait for it
    wait_for('Orca to speak the hand', lambda: NAME + '\u2019s cards: ' in read(session.spoken),
             timeout=60, explain=lambda: read(session.spoken))
    problems = table.problems
    check_names(pyatspi, app, problems)
    keys = []
    while True:
        if time.monotonic() - started > TIMEOUT:
            fail('the round took longer than %d s; keys: %s' % (TIMEOUT, keys))
        st = table.look()
        if table.round_over(st):
            break
        if my_turn(st, NAME) and st['cards']:
            # a listener acts once Orca has said what happened: a key
            # pressed before would move the focus, and the sentence with
            # it, from under an Orca that is seconds behind on a loaded
            # machine (if it never says it, check_speech() tells)
            settle(lambda: all(a in read(session.spoken) for a in actions_so_far(pyatspi, app)),
                   timeout=30)
            st = table.look()
            check_descriptions(st, problems)
            before = st['labels']
            keys.append(play_turn(table, st))
            wait_for('the action to be played', lambda: table.look()['labels'] != before, timeout=PATIENCE)
        time.sleep(0.2)
    # the status line at the round's end: who won and why
    result = table.look()['labels'][-1]
    # Orca, on a busy machine, speaks late: until it has said the end
    # (if it never does, check_speech() says so with all it said)
    settle(lambda: result in read(session.spoken), timeout=60)
    check_names(pyatspi, app, problems)
    if problems:
        fail('accessible names: ' + '; '.join(sorted(problems)))
    return {'keys': keys, 'actions': move_list(pyatspi, app), 'result': result}


def list_lines(pyatspi, app):
    """The lines of the game's move list: the round's heading, its
    actions, and once it is over how it ended."""
    rows = collect(app, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM)
    texts = []
    for row in rows:
        for label in collect(row, lambda n: n.getRole() == pyatspi.ROLE_LABEL):
            texts.append(text_of(label))
    return texts


def actions_so_far(pyatspi, app):
    """The actions of the round under way, as the move list says them."""
    return list_lines(pyatspi, app)[1:]


def move_list(pyatspi, app):
    """The round's lines in the game's move list: the actions, the result."""
    texts = list_lines(pyatspi, app)
    # the round's heading, its actions, how it ended
    actions = texts[1:-1]
    if not actions:
        fail('no action in the move list: %s' % texts)
    return actions


SPOKEN_TYPE_NAME = re.compile(r'\b(Gtk|Adw|Eg)[A-Z][A-Za-z]*\b')


def check_speech(said, result):
    spoken = '\n'.join(said)
    types = sorted(set(s for s in said if SPOKEN_TYPE_NAME.search(s)))
    if types:
        fail('Orca spoke type names: %s' % types)
    missing = [a for a in result['actions'] if a not in spoken]
    if missing:
        fail('Orca did not speak these actions: %s\nkeys: %s\nspoken: %s'
             % (missing, result['keys'], said))
    hands = [s for s in said if re.search(NAME + '\u2019s cards: [1-5](, [1-5])*', s)]
    if not hands:
        fail("Orca never spoke the player's hand; spoken: %s" % said)
    if result['result'] not in spoken:
        fail('Orca did not speak the round\'s end %r; spoken: %s' % (result['result'], said))


if __name__ == '__main__':
    if os.environ.get('EG_A11Y_INNER') != '1':
        outer(sys.argv)
    main(sys.argv)
