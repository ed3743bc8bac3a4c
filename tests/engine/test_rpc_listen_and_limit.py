"""Where a shared device can listen (amdchat.engine.rpc_listen), and --mem's change of a
device's memory answer (amdchat.engine.rpc_memory_limit) on a device laid out in memory
as ggml lays one out, with a fake ggml that calls through the table as ggml does."""

from __future__ import annotations

import ctypes
from types import SimpleNamespace
from typing import Any

import pytest

from amdchat.engine import rpc_memory_limit
from amdchat.engine.rpc_listen import listen_problem
from amdchat.engine.rpc_memory_limit import LayoutMismatch, advertise_at_most, device_memory


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0", "192.168.1.20", " 10.0.0.2 "])
def test_ipv4_addresses_can_be_listened_on(host: str) -> None:
    assert listen_problem(host) is None


@pytest.mark.parametrize("host", ["::", "[::]", "::1", "[::1]", "fe80::1", "2001:db8::7"])
def test_an_ipv6_address_is_refused_with_what_to_use(host: str) -> None:
    problem = listen_problem(host)
    assert problem is not None
    said = str(problem)
    assert "IPv6" in said and "IPv4 only" in said and host.strip() in said
    assert "0.0.0.0" in said and "127.0.0.1" in said


@pytest.mark.parametrize("host", ["localhost", "my-box.lan", "1", "300.1.1.1", "", "[127.0.0.1]"])
def test_a_name_or_junk_is_refused_as_not_an_ipv4_address(host: str) -> None:
    problem = listen_problem(host)
    assert problem is not None and "is not an IPv4 address" in str(problem)


def test_the_broadcast_address_is_refused() -> None:
    problem = listen_problem("255.255.255.255")
    assert problem is not None and "broadcast" in str(problem)


GiB = 2**30
# answers a char * (as an address: a Python callback cannot hand out a c_char_p)
_Name = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)
_Memory = rpc_memory_limit._MemoryFunction


class FakeDevice:
    """struct ggml_backend_device's first slots (get_name, get_description, get_memory)
    and a fake ggml whose ggml_backend_dev_memory calls the third, as ggml does."""

    def __init__(self, name: bytes = b"Vulkan0", named: bytes | None = None) -> None:
        answered = name if named is None else named
        self.name_buffer = ctypes.create_string_buffer(answered)
        self.get_name = _Name(lambda _dev: ctypes.addressof(self.name_buffer))
        self.get_memory = _Memory(self._memory)
        self.table = (ctypes.c_void_p * 5)(
            ctypes.cast(self.get_name, ctypes.c_void_p).value, None,
            ctypes.cast(self.get_memory, ctypes.c_void_p).value, None, None)
        self.address = ctypes.addressof(self.table)
        self.lib = SimpleNamespace(ggml_backend_dev_name=self._name(name),
                                   ggml_backend_dev_memory=self._through_table())

    @staticmethod
    def _name(name: bytes) -> Any:
        def dev_name(_dev: int) -> bytes:
            return name
        return dev_name

    @staticmethod
    def _memory(_dev: int, free: Any, total: Any) -> None:
        free[0], total[0] = 6 * GiB, 8 * GiB

    def _through_table(self) -> Any:
        def dev_memory(dev: int, free: Any, total: Any) -> None:
            _Memory(self.table[2])(dev, free, total)
        return dev_memory


def test_a_limit_is_what_the_device_answers_from_then_on() -> None:
    device = FakeDevice()
    assert device_memory(device.lib, device.address) == (6 * GiB, 8 * GiB)
    assert advertise_at_most(device.lib, device.address, 64 * 2**20) == (64 * 2**20,) * 2
    assert device_memory(device.lib, device.address) == (64 * 2**20,) * 2


def test_a_limit_above_what_is_free_answers_the_real_figures() -> None:
    device = FakeDevice()
    assert advertise_at_most(device.lib, device.address, 7 * GiB) == (6 * GiB, 7 * GiB)


def test_a_table_laid_out_otherwise_is_refused_and_left_as_it_was() -> None:
    device = FakeDevice(named=b"something else")
    before = list(device.table)
    with pytest.raises(LayoutMismatch, match="does not name itself"):
        advertise_at_most(device.lib, device.address, 64 * 2**20)
    assert list(device.table) == before
    assert device_memory(device.lib, device.address) == (6 * GiB, 8 * GiB)


def test_no_limit_of_zero() -> None:
    device = FakeDevice()
    with pytest.raises(ValueError):
        advertise_at_most(device.lib, device.address, 0)
