"""Files checked in worker processes (`verifier check --jobs N`, `verifier coverage`): each
file's result in the order given, whatever the order they finish in.

A worker that dies (killed by the out-of-memory killer, say) takes only its own file with it:
each worker runs one file at a time and the parent knows which, so no other file is touched.
That file is run once more in a fresh worker (a death may be the machine's doing, memory taken
by others, rather than the file's); if it dies again, `lost(task, reason)` stands for its result
and the run goes on.  Workers ignore SIGINT, which a Ctrl-C sends the whole process group: the
parent alone stops, killing its workers as it does, so that none outlives the run.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import time
import traceback
from collections import deque
from contextlib import suppress
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Sequence, Set, Tuple, TypeVar

Task = TypeVar("Task", bound=tuple)  # its first item: the path of the file it checks
Result = TypeVar("Result")


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection  # the parent's end of the pipe: a task out, its outcome back


def in_order(fn: Callable[[Task], Result], tasks: Sequence[Task], jobs: int,
             lost: Callable[[Task, str], Result]) -> Iterator[Result]:
    """fn(task) for each task, in the order given, run in at most `jobs` worker processes (fn:
    a module-level function, sent by name).  An exception fn raises is raised here, as the
    in-process run would."""
    ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: no state (Z3's) shared with the parent
    todo = deque(range(len(tasks)))
    busy: Dict[Connection, Tuple[_Worker, int]] = {}  # a worker's pipe: the worker, the index of its task
    workers: List[_Worker] = []  # every worker started, each killed at the end
    died: Set[int] = set()  # the tasks whose worker died once
    done: Dict[int, Tuple[bool, Any]] = {}  # a task's outcome: (True, result) or (False, (exception, traceback))

    def give(w: _Worker) -> None:
        i = todo.popleft()
        with suppress(OSError):  # it died since it last answered: its pipe then reads as closed, below
            w.conn.send((fn, tasks[i]))
        busy[w.conn] = (w, i)

    def fresh() -> _Worker:
        workers.append(_start(ctx))
        return workers[-1]

    try:
        for _ in range(min(jobs, len(tasks))):
            give(fresh())
        for nxt in range(len(tasks)):
            while nxt not in done:
                ready = wait(list(busy))
                for w, i in [busy.pop(conn) for conn in list(busy) if conn in ready]:
                    try:
                        done[i] = w.conn.recv()
                    except (EOFError, OSError):  # its pipe closed (midway through a result: OSError): it died
                        w.process.join()
                        if i in died:
                            done[i] = (True, lost(tasks[i], f"worker process died ({_how(w.process.exitcode)}) twice"))
                        else:
                            died.add(i)
                            todo.appendleft(i)  # next, in the fresh worker that takes the dead one's place
                    if todo:
                        give(w if w.process.exitcode is None else fresh())
            ok, value = done.pop(nxt)
            if not ok:  # raised in its turn, after the results before it, as the in-process run does
                exc, text = value
                exc.add_note(f"(in the worker process)\n{text}")
                raise exc
            yield value
    finally:  # done, failed or interrupted: no worker outlives the run
        for w in workers:
            w.process.kill()
            w.process.join()
            w.conn.close()


def _start(ctx: Any) -> _Worker:
    """A worker process, started with SIGINT ignored (inherited through exec, unlike a handler,
    so that no moment of its start-up can be interrupted: a Ctrl-C is the parent's to handle)."""
    ours, theirs = ctx.Pipe()
    process = ctx.Process(target=_serve, args=(theirs,), daemon=True)  # daemon: killed at exit even if not below
    handler = signal.signal(signal.SIGINT, signal.SIG_IGN)  # (a Ctrl-C in the millisecond this takes is lost)
    try:
        process.start()
    finally:
        signal.signal(signal.SIGINT, handler)
    theirs.close()  # the worker's end now only in the worker: its death closes the pipe
    return _Worker(process, ours)


def _serve(conn: Connection) -> None:
    """A worker: runs each (fn, task) received, sending back (True, result) or (False,
    (exception, traceback text)), until the parent is gone."""
    while True:
        try:
            fn, task = conn.recv()
        except EOFError:  # the parent is gone
            return
        _test_hooks(task[0])
        try:
            conn.send((True, fn(task)))
        except Exception as exc:
            conn.send((False, (exc, traceback.format_exc())))


def _how(exitcode: int) -> str:
    return f"killed by signal {-exitcode}" if exitcode < 0 else f"exit status {exitcode}"


def _test_hooks(path: str) -> None:
    """Stand-ins for a worker's faults, for tests/test_workers.py; inert unless their variable
    is set.  VERIFIER_TEST_SLEEP=SECONDS: sleep before each file (time to interrupt the run).
    VERIFIER_TEST_KILL_ON=NAME: the worker kills itself (SIGKILL, as the out-of-memory killer
    does) as it starts the file so named; with VERIFIER_TEST_KILL_ONCE=MARKER, only while the
    file MARKER does not exist, made as it dies, so that the retry succeeds.
    VERIFIER_TEST_READY=DIR: the worker makes a file in DIR (named by its process id) as it
    reaches the hook, so that a test interrupts the run only once the workers are there."""
    ready = os.environ.get("VERIFIER_TEST_READY")
    if ready:
        Path(ready, str(os.getpid())).touch()
    time.sleep(float(os.environ.get("VERIFIER_TEST_SLEEP", 0)))
    if Path(path).name != os.environ.get("VERIFIER_TEST_KILL_ON"):
        return
    marker = os.environ.get("VERIFIER_TEST_KILL_ONCE")
    if marker:
        if Path(marker).exists():
            return
        Path(marker).touch()
    os.kill(os.getpid(), signal.SIGKILL)
