"""hakem.cli"""
