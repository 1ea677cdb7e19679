#!/usr/bin/env python3
"""Draws each growth curve in Benchmarks/growth/*.csv as an SVG under docs/.

    python3 Benchmarks/plot-growth.py                  # every CSV, from the repository root
    python3 Benchmarks/plot-growth.py --check          # exit 1 when an SVG is out of date

A CSV has the header `size,modelc,baseline`: the workload's size (entities, rows),
modelc's CPU seconds at that size, and the baseline's CPU seconds measured in the same
run (empty when the workload has none). `growth/planning.csv` becomes
`docs/growth-planning.svg`.

Both axes are logarithmic, so work that grows in proportion to the size is a straight
line of slope one whatever the range; a dotted line of that slope through modelc's
smallest measurement shows where linear growth would be, and a curve bending above it
is work that grows faster than the size. The output depends on the CSV alone (no date,
no random identifiers, numbers printed with fixed precision), so re-running the script
on the same figures gives the same bytes and a plot only changes in git when the
figures do. Python 3's standard library only: the SVG is written by hand.
"""

import csv
import math
import sys
from pathlib import Path

WIDTH, HEIGHT = 640, 400
LEFT, RIGHT, TOP, BOTTOM = 72, 24, 40, 56
SERIES = (  # column, label, colour, marker
    ("modelc", "modelc", "#1f5fbf", "circle"),
    ("baseline", "baseline (same run)", "#c0392b", "square"),
)


class GrowthError(Exception):
    """A CSV the script cannot draw, with the reason."""


def read_growth(path):
    """The rows of one CSV as (size, {column: seconds}), sorted by size."""
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        header = [name.strip() for name in (reader.fieldnames or [])]
        if header[:2] != ["size", "modelc"] or (len(header) > 2 and header[2] != "baseline") or len(header) > 3:
            raise GrowthError(f"{path}: the header must be `size,modelc,baseline`, found `{','.join(header)}`")
        rows = []
        for number, row in enumerate(reader, start=2):
            row = {key.strip(): (value or "").strip() for key, value in row.items() if key is not None}
            try:
                size = float(row["size"])
                values = {name: float(row[name]) for name, *_ in SERIES if row.get(name)}
            except ValueError as error:
                raise GrowthError(f"{path}:{number}: {error}") from None
            if size <= 0 or any(value <= 0 for value in values.values()):
                raise GrowthError(f"{path}:{number}: sizes and seconds must be positive on a logarithmic axis")
            if "modelc" not in values:
                raise GrowthError(f"{path}:{number}: `modelc` is empty")
            rows.append((size, values))
    if not rows:
        raise GrowthError(f"{path}: no measurements")
    return sorted(rows, key=lambda row: row[0])


def decades(low, high):
    """The logarithmic range [floor, ceil] in powers of ten covering low…high."""
    first, last = math.floor(math.log10(low)), math.ceil(math.log10(high))
    if first == last:
        last += 1
    return first, last


def ticks(first, last):
    """Tick values: every power of ten, plus 2× and 5× when the range is short."""
    values = []
    for exponent in range(first, last + 1):
        for factor in (1, 2, 5) if last - first <= 2 else (1,):
            value = factor * 10.0 ** exponent
            if value <= 10.0 ** last * 1.0001:
                values.append(value)
    return values


def size_label(value):
    """100, 1k, 10k, 1M: sizes as a reader says them."""
    for limit, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if value >= limit:
            return f"{value / limit:g}{suffix}"
    return f"{value:g}"


def seconds_label(value):
    """1 ms, 20 ms, 1 s: seconds in the unit that keeps the number short."""
    if value >= 1:
        return f"{value:g} s"
    if value >= 1e-3:
        return f"{value * 1e3:g} ms"
    return f"{value * 1e6:g} µs"


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def marker(shape, x, y, colour):
    if shape == "square":
        return f'<rect x="{x - 3.5:.1f}" y="{y - 3.5:.1f}" width="7" height="7" fill="{colour}"/>'
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.5" fill="{colour}"/>'


def plot(name, rows):
    """The SVG text of one growth curve."""
    sizes = [size for size, _ in rows]
    seconds = [value for _, values in rows for value in values.values()]
    first_x, last_x = decades(min(sizes), max(sizes))
    # The proportional reference line spans the sizes, so it must fit on the y axis too.
    smallest_size, smallest = rows[0][0], rows[0][1]["modelc"]
    reference_end = smallest * max(sizes) / smallest_size
    first_y, last_y = decades(min(seconds + [reference_end]), max(seconds + [reference_end]))
    plot_width, plot_height = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x_of(size):
        return LEFT + (math.log10(size) - first_x) / (last_x - first_x) * plot_width

    def y_of(value):
        return TOP + plot_height - (math.log10(value) - first_y) / (last_y - first_y) * plot_height

    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" '
        'font-family="sans-serif" font-size="12">',
        f"<title>{escape(name)}: CPU seconds by size</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>',
        f'<text x="{WIDTH / 2:.1f}" y="22" text-anchor="middle" font-size="15">{escape(name)}: CPU time by size (log–log)</text>',
    ]
    for value in ticks(first_x, last_x):
        x = x_of(value)
        lines.append(f'<line x1="{x:.1f}" y1="{TOP}" x2="{x:.1f}" y2="{TOP + plot_height}" stroke="#e3e3e3"/>')
        lines.append(f'<text x="{x:.1f}" y="{TOP + plot_height + 16}" text-anchor="middle">{escape(size_label(value))}</text>')
    for value in ticks(first_y, last_y):
        y = y_of(value)
        lines.append(f'<line x1="{LEFT}" y1="{y:.1f}" x2="{LEFT + plot_width}" y2="{y:.1f}" stroke="#e3e3e3"/>')
        lines.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{escape(seconds_label(value))}</text>')
    lines.append(f'<rect x="{LEFT}" y="{TOP}" width="{plot_width}" height="{plot_height}" fill="none" stroke="#555555"/>')
    lines.append(f'<text x="{LEFT + plot_width / 2:.1f}" y="{HEIGHT - 14}" text-anchor="middle">size (logarithmic)</text>')
    lines.append(f'<text transform="translate(16 {TOP + plot_height / 2:.1f}) rotate(-90)" text-anchor="middle">CPU seconds (logarithmic)</text>')
    lines.append(
        f'<line x1="{x_of(smallest_size):.1f}" y1="{y_of(smallest):.1f}" x2="{x_of(max(sizes)):.1f}" y2="{y_of(reference_end):.1f}" '
        'stroke="#888888" stroke-dasharray="2 4"/>'
    )
    legend = [("proportional to size", "#888888", None)]
    for column, label, colour, shape in SERIES:
        points = [(x_of(size), y_of(values[column])) for size, values in rows if column in values]
        if not points:
            continue
        path = " ".join(f"{'M' if index == 0 else 'L'}{x:.1f} {y:.1f}" for index, (x, y) in enumerate(points))
        lines.append(f'<path d="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        lines.extend(marker(shape, x, y, colour) for x, y in points)
        legend.append((label, colour, shape))
    for position, (label, colour, shape) in enumerate(legend):
        y = TOP + 16 + position * 18
        x = LEFT + 12
        if shape is None:
            lines.append(f'<line x1="{x}" y1="{y - 4}" x2="{x + 20}" y2="{y - 4}" stroke="{colour}" stroke-dasharray="2 4"/>')
        else:
            lines.append(f'<line x1="{x}" y1="{y - 4}" x2="{x + 20}" y2="{y - 4}" stroke="{colour}" stroke-width="2"/>')
            lines.append(marker(shape, x + 10, y - 4, colour))
        lines.append(f'<text x="{x + 28}" y="{y}">{escape(label)}</text>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def main(arguments):
    check = "--check" in arguments
    root = Path(__file__).resolve().parent.parent
    sources = sorted((root / "Benchmarks" / "growth").glob("*.csv"))
    if not sources:
        print("plot-growth: no Benchmarks/growth/*.csv", file=sys.stderr)
        return 1
    stale = []
    for source in sources:
        try:
            text = plot(source.stem, read_growth(source))
        except GrowthError as error:
            print(f"plot-growth: {error}", file=sys.stderr)
            return 1
        target = root / "docs" / f"growth-{source.stem}.svg"
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                stale.append(target.relative_to(root))
            continue
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target.relative_to(root)}")
    for path in stale:
        print(f"plot-growth: {path} is out of date; run python3 Benchmarks/plot-growth.py", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
