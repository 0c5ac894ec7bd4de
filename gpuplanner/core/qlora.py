"""What a QLoRA base costs, by how its frozen weights are quantized: one object per format.

A 4-bit base is turned back into 16-bit weights before every matmul that uses it; the
format decides how many bytes that moves through HBM, how many kernels it launches and
whether the input gradient dequantizes again (core/compute.py times it, core/memory.py
stores the base).
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuplanner.core.workload import QloraBase, Workload


@dataclass(frozen=True)
class QuantizedBase:
    bytes_per_param: float  # stored, with its scales and zeros
    # HBM bytes per weight one dequantization moves, reads and writes, short of the GEMM's
    # own read of the 16-bit result.
    dequant_bytes: float
    kernels: float  # kernels one dequantization launches per linear layer
    again_in_backward: bool  # the input gradient dequantizes the weight again


QUANTIZED_BASES: dict[QloraBase, QuantizedBase] = {
    # bitsandbytes MatMul4Bit: F.linear(A, dequantize_4bit(B)) forward, grad_A through
    # dequantize_4bit(B) again (bitsandbytes/autograd/_functions.py); dequantize_4bit first
    # dequantizes the 8-bit block constants, then the weight: 2 kernels reading the NF4 weight
    # and its constants (4 bit + double-quantized constants, QLoRA paper §3: 0.516 bytes) and
    # writing the 16-bit copy.
    QloraBase.NF4: QuantizedBase(0.516, 0.516 + 2.0, 2.0, True),
    # AutoGPTQ's trainable QuantLinear (qlinear_cuda_old.py, the one transformers' GPTQConfig
    # loads with exllama disabled for training) unpacks in eager PyTorch ops, per weight:
    # right shift of the packed int32 (reads 0.5, writes 4 bytes), .to(int8) (4 + 1), & 15
    # in place (1 + 1), − zeros (1 + 1), × fp16 scales (1 + 2) = 16.5 bytes: 5 kernels, and 4
    # more over the group's zeros (shift, to int8, & 15, + 1): 9. torch.matmul keeps the
    # 16-bit result for the input gradient, so the backward does not dequantize again.
    # Stored: 4 bits plus an fp16 scale and a 4-bit zero per group of 128, 0.5 + 2.5 / 128.
    QloraBase.GPTQ: QuantizedBase(0.5 + 2.5 / 128.0, 16.5, 9.0, False),
}


def quantized_base(workload: Workload) -> QuantizedBase:
    return QUANTIZED_BASES[workload.qlora_base]
