/// The entities of a model whose relationship key moves to the other table between its
/// two versions, as Wire's Core Data model did at version 27: version 1 has a to-many
/// `User.members` held by `member.user_id`; version 2 makes it a one-to-one
/// `User.membership` held by `user.membership_id`. The planner must carry the links
/// across (`MovedKey`, `Plan.keepingLinks(of:)`); the SQLite, PostgreSQL and `migrate test` tests of
/// that share this text.
public enum MovedKeyModel {
    /// The `entities:` block of `version` (1 or 2), each entity indented two spaces.
    public static func entities(version: Int) -> String {
        version == 1 ? first : first
            .replacingOccurrences(of: "members: { to: Member, toMany: true, inverse: user }",
                                  with: "membership: { to: Member, inverse: user, optional: true, column: membership_id }")
            .replacingOccurrences(of: "user: { to: User, inverse: members, optional: true }",
                                  with: "user: { to: User, inverse: membership, optional: true }")
    }

    /// The whole model file of `version`, named `name`.
    public static func text(name: String, version: Int) -> String {
        "model: \(name)\nversion: \(version)\nentities:\n" + entities(version: version)
    }

    private static let first = """
          User:
            attributes:
              id: int
            relationships:
              members: { to: Member, toMany: true, inverse: user }
          Member:
            attributes:
              id: int
            relationships:
              user: { to: User, inverse: members, optional: true }

        """
}
