# A speech server for Orca that says nothing: Orca logs every
# "SPEECH OUTPUT" line to its debug file, then hands the text here.
# With speech disabled instead (enableSpeech false) Orca 43 drops its
# messages (Script.presentMessage()) before logging them.
#
# Orca's debug file is written only when it quits, so what it speaks is
# also appended, at once, to the file named by $EG_A11Y_SPOKEN: the test
# waits on it for Orca to catch up with the game on a slow machine.

import os


def getFactoryName():
    return "En Garde test: silent"


def getSpeechServers():
    return [SpeechServer()]


class SpeechServer:
    @staticmethod
    def getFactoryName():
        return getFactoryName()

    @staticmethod
    def getSpeechServers():
        return getSpeechServers()

    @staticmethod
    def getSpeechServer(info=None):
        return SpeechServer()

    @staticmethod
    def shutdownActiveServers():
        pass

    def getInfo(self):
        return ["silent", "silent"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        path = os.environ.get('EG_A11Y_SPOKEN')
        if path and isinstance(text, str) and text:
            with open(path, 'a', encoding='utf-8') as f:
                f.write(text.replace('\n', ' ') + '\n')

    def __getattr__(self, name):
        # speak, speakCharacter, speakKeyEvent, stop, shutdown, reset…
        return lambda *args, **kwargs: None
