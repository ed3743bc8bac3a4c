"""What can go wrong with a remote server, each as one plain sentence."""

from __future__ import annotations

from enum import StrEnum

from amdchat.i18n import Text, tr_noop

CONTEXT = "remote"


# what a server sent instead of the API's answer, or too much of (a field of a sentence)
WEB_PAGE = Text(CONTEXT, tr_noop("remote", "a web page (HTML)"))
NOT_JSON = Text(CONTEXT, tr_noop("remote", "text that is not JSON"))
NOT_A_REPLY = Text(CONTEXT, tr_noop("remote", "JSON that is not a chat reply"))
NOT_MODELS = Text(CONTEXT, tr_noop("remote", "JSON that is not a list of models"))


def compressed(encoding: str) -> Text:
    return Text(CONTEXT, tr_noop("remote", "a compressed answer ({encoding})"),
                {"encoding": encoding})


def of_type(content_type: str) -> Text:
    return Text(CONTEXT, tr_noop("remote", "an answer of type \"{type}\""),
                {"type": content_type})


def over_mib(mib: int) -> Text:
    return Text(CONTEXT, tr_noop("remote", "over {mib} MiB"), {"mib": mib})


def line_over_mib(mib: int) -> Text:
    return Text(CONTEXT, tr_noop("remote", "a line over {mib} MiB"), {"mib": mib})


def no_answer_in(seconds: float) -> Text:
    return Text(CONTEXT, tr_noop("remote", "no answer in {seconds:.0f} s"), {"seconds": seconds})


def streaming_after(hours: float) -> Text:
    return Text(CONTEXT, tr_noop("remote", "still streaming after {hours:g} h"),
                {"hours": hours})


class RemoteErrorKind(StrEnum):
    REFUSED_KEY = "remote_refused_key"
    NO_SUCH_HOST = "remote_no_such_host"
    UNREACHABLE = "remote_unreachable"
    NOT_AN_API = "remote_not_an_api"
    NOT_FOUND = "remote_not_found"
    SERVER_ERROR = "remote_server_error"
    STALLED = "remote_stalled"
    TOO_LARGE = "remote_too_large"
    DROPPED = "remote_dropped"
    NO_MODELS = "remote_no_models"
    BAD_URL = "remote_bad_url"


class RemoteError(Exception):
    """A remote server failed; ``text`` says what happened and what to do."""

    def __init__(self, kind: RemoteErrorKind, text: Text) -> None:
        super().__init__(str(text))
        self.kind = kind
        self.text = text


def refused_key(host: str, status: int) -> RemoteError:
    return RemoteError(RemoteErrorKind.REFUSED_KEY, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} refused the key (HTTP {status}). Check the API key, "
        "or leave it empty if the server needs none."), {"host": host, "status": status}))


def no_such_host(host: str) -> RemoteError:
    return RemoteError(RemoteErrorKind.NO_SUCH_HOST, Text(CONTEXT, tr_noop(
        "remote", "The host name {host} could not be found (it does not resolve). Check the "
        "spelling of the address, or use the computer's IP address."), {"host": host}))


def unreachable(host: str, why: str | Text) -> RemoteError:
    return RemoteError(RemoteErrorKind.UNREACHABLE, Text(CONTEXT, tr_noop(
        "remote", "Could not connect to {host}: {why}. Check that the server is running, "
        "listens on that port and is not blocked by a firewall."),
        {"host": host, "why": why}))


def not_an_api(host: str, what: Text) -> RemoteError:
    return RemoteError(RemoteErrorKind.NOT_AN_API, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} answered {what}, not the OpenAI API. Check the URL: "
        "it is the API's base, which often ends in /v1."), {"host": host, "what": what}))


def not_found(host: str, path: str) -> RemoteError:
    return RemoteError(RemoteErrorKind.NOT_FOUND, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} has no {path} (HTTP 404). Check the URL: it is the "
        "API's base, which often ends in /v1."), {"host": host, "path": path}))


def server_error(host: str, status: int, message: str) -> RemoteError:
    return RemoteError(RemoteErrorKind.SERVER_ERROR, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} answered with an error (HTTP {status}): {message}"),
        {"host": host, "status": status, "message": message}))


def stalled(host: str, seconds: float) -> RemoteError:
    return RemoteError(RemoteErrorKind.STALLED, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} sent nothing new for {seconds:.0f} s, so amdchat "
        "stopped waiting. The reply so far is kept; try again, or check the server."),
        {"host": host, "seconds": seconds}))


def too_large(host: str, what: Text) -> RemoteError:
    return RemoteError(RemoteErrorKind.TOO_LARGE, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} sent more than any real answer ({what}), so amdchat "
        "stopped reading. The reply so far is kept."), {"host": host, "what": what}))


def dropped(host: str) -> RemoteError:
    return RemoteError(RemoteErrorKind.DROPPED, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} closed the connection in the middle of the reply. "
        "The reply so far is kept; try again, or check the server."), {"host": host}))


def no_models(host: str) -> RemoteError:
    return RemoteError(RemoteErrorKind.NO_MODELS, Text(CONTEXT, tr_noop(
        "remote", "The server at {host} offers no model. Load one there first."),
        {"host": host}))


def bad_url(url: str) -> RemoteError:
    return RemoteError(RemoteErrorKind.BAD_URL, Text(CONTEXT, tr_noop(
        "remote", "{url} is not a server address. Write it as http://host:port/v1 (or "
        "https://...)."), {"url": url}))
