"""hakem.parsers.grammars"""
