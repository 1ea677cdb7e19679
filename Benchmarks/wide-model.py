#!/usr/bin/env python3
"""Writes a wide model for the PostgreSQL apply benchmark: `entities` entities of
sixteen attributes each (every attribute type, defaults, checks, an enumeration, a
unique and a plain index), a chain of one-to-many relationships and a many-to-many
every tenth entity, in two versions. Version 2 changes a tenth of the entities each
way a deployed model evolves: an added optional column, a dropped column, a renamed
column (`renamedFrom`), a new required column with a default, and one new entity.

    Benchmarks/wide-model.py 200 /tmp/wide/models/Wide

The same numbers always give the same bytes."""
import os
import sys


def entity(index, count, version):
    changed = index % 10 if version >= 2 else -1
    name = f"Entity{index:04d}"
    lines = [f"  {name}:", "    attributes:"]
    lines.append("      id: { type: uuid, primaryKey: true }" if index % 2 == 0 else "      id: int")
    lines += [
        "      title: string",
        "      code: { type: string, maxLength: 40 }",
        "      count: { type: int, default: 0, min: 0 }",
        "      small: int16?",
        "      ratio: double?",
        "      flag: { type: bool, default: false }",
        "      amount: { type: decimal, default: \"0.00\" }",
        "      createdAt: date",
        "      token: uuid?",
        "      payload: data?",
        "      extra: json?",
        "      status: { type: string, values: [draft, live, gone], default: draft }",
        "      rank: { type: int, indexed: true }",
        "      label: { type: string, unique: true }",
    ]
    lines.append("      remark: { type: string, optional: true, renamedFrom: note }" if changed == 9 else "      note: string?")
    if changed != 5:
        lines.append("      summary: string?")
    if changed == 3:
        lines.append("      added: string?")
    if changed == 7:
        lines.append("      priority: { type: int, default: 1 }")
    relationships = []
    if index > 0:
        relationships.append(f"parent: {{ to: Entity{index - 1:04d}, inverse: children, optional: true }}")
    if index + 1 < count:
        relationships.append(f"children: {{ to: Entity{index + 1:04d}, toMany: true, inverse: parent }}")
    if index % 10 == 0 and index + 1 < count:
        relationships.append(f"tags: {{ to: Entity{index + 1:04d}, toMany: true, inverse: taggedBy }}")
    if index % 10 == 1:
        relationships.append(f"taggedBy: {{ to: Entity{index - 1:04d}, toMany: true, inverse: tags }}")
    if relationships:
        lines.append("    relationships:")
        lines += [f"      {r}" for r in relationships]
    lines += ["    indexes:", "      - [title, createdAt]"]
    return lines


def model(count, version):
    lines = ["model: Wide", f"version: {version}", "entities:"]
    for index in range(count):
        lines += entity(index, count, version)
    if version >= 2:
        lines += ["  Extra:", "    attributes:", "      id: int", "      name: string", "      createdAt: date"]
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: wide-model.py ENTITIES FOLDER")
    count, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    for version in (1, 2):
        with open(os.path.join(folder, f"{version}.yaml"), "w") as file:
            file.write(model(count, version))


main()
