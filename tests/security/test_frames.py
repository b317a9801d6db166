"""The consumer's pure checks: the flood bucket and the frame rules, without a server."""

from __future__ import annotations

from game.consumers import MAX_FRAME, TokenBucket, frame_problem


def test_token_bucket_refills_at_its_rate() -> None:
    now = [0.0]
    bucket = TokenBucket(rate=2, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5  # one token back
    assert [bucket.take(), bucket.take()] == [True, False]
    now[0] += 100  # never more than the burst
    assert sum(bucket.take() for _ in range(10)) == 3


def test_frame_checks_without_a_server() -> None:
    assert frame_problem('{"seq": 1, "action": {"kind": "pass"}}', 7, None)[0] == "Spectators can't act in this match."
    assert frame_problem('{"seq": 1, "action": {"kind": "pass"}}', 7, 0)[0] is None
    assert frame_problem('{"seq": 1, "match": "7", "action": {}}', 7, 0)[0] is not None
    assert frame_problem("é" * (MAX_FRAME // 2 + 1), 7, 0)[0].startswith("Frame too large")
