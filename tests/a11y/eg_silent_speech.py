# A speech server for Orca that says nothing: Orca logs every
# "SPEECH OUTPUT" line to its debug file, then hands the text here.
# With speech disabled instead (enableSpeech false) Orca 43 drops its
# messages (Script.presentMessage()) before logging them.


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

    def __getattr__(self, name):
        # speak, speakCharacter, speakKeyEvent, stop, shutdown, reset…
        return lambda *args, **kwargs: None
