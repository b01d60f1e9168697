"""What reaches agents without being asked: Claude Code's hooks, their thin client, markdown memory files."""
