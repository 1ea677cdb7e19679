import ModelKit
import SchemaCore

/// A relationship whose key moves to the other table between two model versions: a
/// to-many made a one-to-one whose key the other entity holds (Core Data's inverse
/// changed from to-many to to-one), or a one-to-one whose key changed sides. The same
/// links, stored on the other side.
///
/// The diff sees a column dropped from one table and another added to the other, and
/// would lose every link (Wire's model at version 27 lost 83 of 100 in `migrate test`).
/// The plan keeps them instead: before any table step, the links are saved in a
/// temporary table (old names); after every table step, the new key column is filled
/// from it (new names) and the temporary table dropped. A holder linked from more than
/// one row of the other table cannot keep all of them as a one-to-one: a preflight
/// check refuses the migration with those rows rather than keep one silently.
public struct MovedKey: Codable, Hashable, Sendable {
    /// The table that held the key, its key column and foreign-key column (old names).
    public var oldHolder: String
    public var oldHolderKey: String
    public var oldColumn: String
    /// The table that holds the key now, its key column and the new foreign-key column (new names).
    public var newHolder: String
    public var newHolderKey: String
    public var newColumn: String
    /// `newHolder`'s name in the old schema, where the saved links point.
    public var newHolderBefore: String

    /// The marker a step of this move starts with, which `migrate test` reads to know
    /// the links are kept.
    public var marker: String { "-- modelc:moved-key \(oldHolder).\(oldColumn) -> \(newHolder).\(newColumn)" }

    /// Every key that moves from `old` to `new`, in `new`'s entity order: what the
    /// planner keeps the links of, and what `migrate test` checks were kept.
    public static func all(from old: Model, to new: Model) -> [MovedKey] {
        var moves: [MovedKey] = []
        for entity in new.entities {
            for relationship in entity.relationships where new.holdsForeignKey(relationship, in: entity) {
                guard let inverseName = relationship.inverse, let target = new.entity(named: relationship.target),
                      let inverse = target.relationship(named: inverseName),
                      let oldEntity = old.entity(named: entity.renamedFrom ?? entity.name),
                      let oldTarget = old.entity(named: target.renamedFrom ?? target.name),
                      let oldInverse = oldTarget.relationship(named: inverse.renamedFrom ?? inverse.name),
                      !oldInverse.isToMany, old.holdsForeignKey(oldInverse, in: oldTarget), oldInverse.target == oldEntity.name,
                      // The new holder's side did not hold the key before.
                      oldEntity.relationship(named: relationship.renamedFrom ?? relationship.name).map({ !old.holdsForeignKey($0, in: oldEntity) }) ?? true,
                      !entity.hasCompositeKey, !target.hasCompositeKey, !oldEntity.hasCompositeKey, !oldTarget.hasCompositeKey,
                      let newKey = entity.primaryKey, let oldTargetKey = oldTarget.primaryKey
                else { continue }
                moves.append(MovedKey(
                    oldHolder: oldTarget.table, oldHolderKey: oldTargetKey.column, oldColumn: oldInverse.column,
                    newHolder: entity.table, newHolderKey: newKey.column, newColumn: relationship.column,
                    newHolderBefore: oldEntity.table))
            }
        }
        return moves
    }
}

extension Plan {
    /// The plan with the links of every moved key kept (`MovedKey`): a step saving them
    /// first, a step restoring them last. Unchanged when no key moves. The steps are
    /// plain SQL (a temporary table, an `UPDATE` with a subquery) that SQLite and
    /// PostgreSQL read alike. The plan was made with the moves in its hints
    /// (`RenameHints.movedKeys`), so the drop of each old key column is safe.
    func keepingLinks(of moves: [MovedKey]) -> Plan {
        guard !moves.isEmpty else { return self }
        var plan = self
        var saves: [Step] = []
        var restores: [Step] = []
        for (number, move) in moves.enumerated() {
            let links = StandardSQL.quote("_modelc_moved_key_\(number + 1)")
            let holder = StandardSQL.quote(move.oldHolder), column = StandardSQL.quote(move.oldColumn), key = StandardSQL.quote(move.oldHolderKey)
            saves.append(Step(
                .sql("""
                    \(move.marker)
                    CREATE TEMP TABLE \(links) AS SELECT \(column) AS "holder", \(key) AS "target" FROM \(holder) WHERE \(column) IS NOT NULL
                    """),
                safety: .dataDependent,
                reason: "the key of the relationship between \(StandardSQL.quote(move.oldHolder)) and \(StandardSQL.quote(move.newHolderBefore)) moves to \(StandardSQL.quote(move.newHolder)).\(StandardSQL.quote(move.newColumn)): its links are saved first",
                checks: [StepCheck(
                    .sharedValues(table: move.oldHolder, column: move.oldColumn),
                    description: "rows of \(StandardSQL.quote(move.newHolderBefore)) linked from more than one row of \(holder) must be 0 (a one-to-one keeps one link)",
                    hint: "unlink all but one of those rows in a hand-written migration numbered before this one")]))
            let newHolder = StandardSQL.quote(move.newHolder), newKey = StandardSQL.quote(move.newHolderKey)
            restores.append(Step(
                .sql("""
                    \(move.marker)
                    UPDATE \(newHolder) SET \(StandardSQL.quote(move.newColumn)) = (SELECT "target" FROM \(links) WHERE "holder" = \(newHolder).\(newKey)) \
                    WHERE \(newKey) IN (SELECT "holder" FROM \(links));
                    DROP TABLE \(links)
                    """),
                safety: .safe,
                reason: "the saved links of the relationship fill \(newHolder).\(StandardSQL.quote(move.newColumn))"))
        }
        plan.steps = saves + plan.steps + restores
        return plan
    }
}
